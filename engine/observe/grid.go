package observe

import "fmt"

// Grid is the shape of a family of action ids that name a verb with up to
// three operands (a card, a target, an argument) of Card, Target and Arg
// values each (1 for an operand the verb does not take). Its ids, from the
// family's first, are first + (card·Target + target)·Arg + arg, so that an
// encoder that appends families keeps every earlier id (see "Stable action
// ids").
type Grid struct{ Card, Target, Arg int }

// Size is the number of ids of the family.
func (g Grid) Size() int { return g.Card * g.Target * g.Arg }

// Index is the id, counted from the family's first, of the operands card,
// target and arg.
func (g Grid) Index(card, target, arg int) int { return (card*g.Target+target)*g.Arg + arg }

// Split is the operands of the id r, counted from the family's first:
// Index's inverse.
func (g Grid) Split(r int) (card, target, arg int) {
	arg = r % g.Arg
	r /= g.Arg
	return r / g.Target, r % g.Target, arg
}

// Name is an action's name as the encoders give it: the verb alone, or the
// verb and its operands' names, "install [hand[2] server 3]".
func Name(verb string, operands []string) string {
	if len(operands) == 0 {
		return verb
	}
	return fmt.Sprintf("%s %v", verb, operands)
}
