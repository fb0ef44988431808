// Package cards defines NSG Netrunner's cards from the vocabulary of
// package nsg, filed by card type; importing it registers them
// (nsg.Define). A card of the data with no definition here is refused in
// decks as "not implemented yet".
package cards
