package scenario

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"
)

// Error is a mistake in a scenario file, at a line of it.
type Error struct {
	File string
	Line int
	Msg  string
}

// Error implements error as "FILE:LINE: message".
func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Reader decodes the YAML nodes of one scenario file strictly, reporting
// each mistake as an *Error at the file and line of the node. A game's
// builder reads its setup and expectations with it.
type Reader struct {
	File string // the file's name, as messages give it
}

// Errf returns an *Error at n's line (none when n is nil).
func (r *Reader) Errf(n *yaml.Node, format string, args ...any) *Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: r.File, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// KindName names what a node holds, for messages: "a map", "a list", "the
// text \"x\"", "a number (3)".
func KindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a map"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!int":
			return "a number (" + n.Value + ")"
		case "!!bool":
			return "true/false (" + n.Value + ")"
		case "!!null":
			return "nothing"
		}
		return fmt.Sprintf("the text %q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "something else"
}

// Field is one key of a mapping.
type Field struct {
	Key     string
	KeyNode *yaml.Node // the key, for its line
	Val     *yaml.Node // the value, aliases resolved
}

// Fields returns the keys of mapping n in order, checking that each is one
// of known (none is checked if known is nil) and that none repeats. what
// names the mapping in messages.
func (r *Reader) Fields(n *yaml.Node, what string, known ...string) ([]Field, error) {
	n = Deref(n)
	if n.Kind != yaml.MappingNode {
		return nil, r.Errf(n, "%s must be a map of keys to values, not %s", what, KindName(n))
	}
	var out []Field
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], Deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return nil, r.Errf(k, "%s: keys must be plain words", what)
		}
		if known != nil && !slices.Contains(known, k.Value) {
			return nil, r.Errf(k, "unknown key %q in %s (known keys: %s)", k.Value, what, strings.Join(known, ", "))
		}
		if seen[k.Value] {
			return nil, r.Errf(k, "key %q appears twice in %s", k.Value, what)
		}
		seen[k.Value] = true
		out = append(out, Field{Key: k.Value, KeyNode: k, Val: v})
	}
	return out, nil
}

// Deref resolves an alias node to the node it names.
func Deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// Str reads a text.
func (r *Reader) Str(n *yaml.Node, what string) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", r.Errf(n, "%s must be text, not %s", what, KindName(n))
	}
	return n.Value, nil
}

// Integer reads a whole number.
func (r *Reader) Integer(n *yaml.Node, what string) (int, error) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		return 0, r.Errf(n, "%s must be a whole number, not %s", what, KindName(n))
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil {
		return 0, r.Errf(n, "%s: %q is not a whole number", what, n.Value)
	}
	return v, nil
}

// Count reads a whole number that cannot be negative.
func (r *Reader) Count(n *yaml.Node, what string) (int, error) {
	v, err := r.Integer(n, what)
	if err == nil && v < 0 {
		return 0, r.Errf(n, "%s cannot be negative (%d)", what, v)
	}
	return v, err
}

// Bool reads true or false.
func (r *Reader) Bool(n *yaml.Node, what string) (bool, error) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		return false, r.Errf(n, "%s must be true or false, not %s", what, KindName(n))
	}
	v, err := strconv.ParseBool(strings.ToLower(n.Value))
	if err != nil {
		return false, r.Errf(n, "%s must be true or false, not %q", what, n.Value)
	}
	return v, nil
}

// Each applies fn to every item of the list n (a single map or scalar
// counting as a list of one), in order, and returns what it made of each;
// it stops at the first error.
func Each[T any](r *Reader, n *yaml.Node, what string, fn func(*yaml.Node) (T, error)) ([]T, error) {
	items, err := r.List(n, what, true)
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(items))
	for _, it := range items {
		x, err := fn(it)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

// List returns the items of a sequence. A single scalar or map counts as a
// list of one when single is set.
func (r *Reader) List(n *yaml.Node, what string, single bool) ([]*yaml.Node, error) {
	n = Deref(n)
	if n.Kind == yaml.SequenceNode {
		out := make([]*yaml.Node, len(n.Content))
		for i, c := range n.Content {
			out[i] = Deref(c)
		}
		return out, nil
	}
	if single && n.Tag != "!!null" {
		return []*yaml.Node{n}, nil
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil, nil
	}
	return nil, r.Errf(n, "%s must be a list, not %s", what, KindName(n))
}

// Strs reads a list of texts, with the node of each.
func (r *Reader) Strs(n *yaml.Node, what string, single bool) ([]string, []*yaml.Node, error) {
	items, err := r.List(n, what, single)
	if err != nil {
		return nil, nil, err
	}
	out := make([]string, len(items))
	for i, it := range items {
		if out[i], err = r.Str(it, what+" entries"); err != nil {
			return nil, nil, err
		}
	}
	return out, items, nil
}

var (
	yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	// Errors of the YAML parser proper (not its scanner). The library
	// reports them at the line where the enclosing map or list starts,
	// counting lines from 0.
	parserError = regexp.MustCompile(`^(did not find expected (<document start>|node content|key|'-' indicator|',' or '\]'|',' or '\}')|found (duplicate %YAML|duplicate %TAG|incompatible YAML|undefined tag))`)
)

// syntaxError turns an error of the yaml parser into an *Error.
func syntaxError(file string, err error) error {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		text := m[2]
		if parserError.MatchString(text) {
			line++
			text += " (in the map or list that starts on this line)"
		}
		return &Error{File: file, Line: line, Msg: "YAML syntax: " + text}
	}
	return &Error{File: file, Msg: "YAML syntax: " + strings.TrimPrefix(msg, "yaml: ")}
}
