package scenario

import (
	"fmt"
	"regexp"
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

// reader decodes yaml nodes, reporting mistakes with the file and line.
type reader struct {
	file string
	lay  *layout // the table's seats (readLayout)
}

func (r *reader) errf(n *yaml.Node, format string, args ...any) *Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: r.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// kindName names what a node holds, for messages.
func kindName(n *yaml.Node) string {
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

// field is one key of a mapping.
type field struct {
	key   string
	kNode *yaml.Node
	val   *yaml.Node
}

// fields returns the keys of mapping n in order, checking that each is one
// of known (none is checked if known is nil) and that none repeats. what
// names the mapping in messages.
func (r *reader) fields(n *yaml.Node, what string, known ...string) ([]field, error) {
	n = deref(n)
	if n.Kind != yaml.MappingNode {
		return nil, r.errf(n, "%s must be a map of keys to values, not %s", what, kindName(n))
	}
	var out []field
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			return nil, r.errf(k, "%s: keys must be plain words", what)
		}
		if known != nil && !contains(known, k.Value) {
			return nil, r.errf(k, "unknown key %q in %s (known keys: %s)", k.Value, what, strings.Join(known, ", "))
		}
		if seen[k.Value] {
			return nil, r.errf(k, "key %q appears twice in %s", k.Value, what)
		}
		seen[k.Value] = true
		out = append(out, field{key: k.Value, kNode: k, val: v})
	}
	return out, nil
}

func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (r *reader) str(n *yaml.Node, what string) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", r.errf(n, "%s must be text, not %s", what, kindName(n))
	}
	return n.Value, nil
}

func (r *reader) integer(n *yaml.Node, what string) (int, error) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		return 0, r.errf(n, "%s must be a whole number, not %s", what, kindName(n))
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil {
		return 0, r.errf(n, "%s: %q is not a whole number", what, n.Value)
	}
	return v, nil
}

// count reads a whole number that cannot be negative.
func (r *reader) count(n *yaml.Node, what string) (int, error) {
	v, err := r.integer(n, what)
	if err == nil && v < 0 {
		return 0, r.errf(n, "%s cannot be negative (%d)", what, v)
	}
	return v, err
}

func (r *reader) boolean(n *yaml.Node, what string) (bool, error) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		return false, r.errf(n, "%s must be true or false, not %s", what, kindName(n))
	}
	v, err := strconv.ParseBool(strings.ToLower(n.Value))
	if err != nil {
		return false, r.errf(n, "%s must be true or false, not %q", what, n.Value)
	}
	return v, nil
}

// list returns the items of a sequence. A single scalar or map counts as a
// list of one when single is set.
func (r *reader) list(n *yaml.Node, what string, single bool) ([]*yaml.Node, error) {
	n = deref(n)
	if n.Kind == yaml.SequenceNode {
		out := make([]*yaml.Node, len(n.Content))
		for i, c := range n.Content {
			out[i] = deref(c)
		}
		return out, nil
	}
	if single && n.Tag != "!!null" {
		return []*yaml.Node{n}, nil
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil, nil
	}
	return nil, r.errf(n, "%s must be a list, not %s", what, kindName(n))
}

// strs reads a list of texts.
func (r *reader) strs(n *yaml.Node, what string, single bool) ([]string, []*yaml.Node, error) {
	items, err := r.list(n, what, single)
	if err != nil {
		return nil, nil, err
	}
	out := make([]string, len(items))
	for i, it := range items {
		if out[i], err = r.str(it, what+" entries"); err != nil {
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
