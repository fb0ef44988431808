// Package cards holds the behaviour of the implemented ONR cards: one short
// definition per card, found by its printed title. The printed numbers come
// from the card data (package carddb); a definition says only what the text
// does, built from the shared pieces of package onr.
//
// Import it for its side effect of registering the cards:
//
//	import _ "github.com/datafort/datafort/onr/cards"
package cards
