package nsg

// ServerShown reports whether a seat's view (View) lists server i: a
// central server always, a remote one while it holds a card. A reader of
// the state that stands for a view (nsg/observe's ActionsOf, naming a
// decision's options by where the view lists each card) asks it here.
func (s *State) ServerShown(i int32) bool { return s.serverExists(i) }
