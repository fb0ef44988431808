package agent

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
)

// simpleRequests are requests of every command, most of the everyday
// shape parseSimple reads, some not (an object argument, a null, an
// unknown or repeated field, an escape, a float).
var simpleRequests = []string{
	`{"cmd":"hello","protocol":2}`,
	`{"cmd":"new_game","name":"onr"}`,
	`{"cmd":"new_game","name":"onr","params":{"seed":3}}`,
	`{"cmd":"new_initial_state","game":"g1"}`,
	`{"cmd":"new_initial_state","game":"g1","count":4}`,
	`{"cmd":"state","state":"s2","id":7}`,
	`{"id":"req-1","cmd":"step","states":["s2","s3"],"actions":[12,[3,-1]],"observation":"none"}`,
	`{"cmd":"step","states":["s2"],"actions":[null],"observation":"sparse"}`,
	`{"cmd":"step","states":[],"actions":[],"observation":"dense"}`,
	`{"cmd":"legal_actions","state":"s2","player":0}`,
	`{"cmd":"legal_actions_mask","state":"s2","player":1}`,
	`{"cmd":"apply_action","state":"s2","action":31337}`,
	`{"cmd":"apply_actions","state":"s2","actions":[4,-1]}`,
	`{"cmd":"action_to_string","state":"s2","player":0,"action":5}`,
	`{"cmd":"observation_json","state":"s2","player":0}`,
	`{"cmd":"observation_tensor","state":"s2","player":1}`,
	`{"cmd":"returns","state":"s2"}`,
	`{"cmd":"history","state":"s2"}`,
	`{"cmd":"chance_outcomes","state":"s2"}`,
	`{"cmd":"clone","state":"s2"}`,
	`{"cmd":"serialize","state":"s2"}`,
	`{"cmd":"deserialize","game":"g1","data":"eyJmb3JtYXQiOjF9"}`,
	`{"cmd":"resample","state":"s2","player":0,"seed":18446744073709551615}`,
	`{"cmd":"new_bot","game":"g1","bot":"search:iters=200","player":1,"seed":9}`,
	`{"cmd":"bot_action","bot":"b3","state":"s2"}`,
	`{"cmd":"delete","state":"s2"}`,
	`{"cmd":"delete_bot","bot":"b3"}`,
	`{"cmd":"quit"}`,
	`{"cmd":"quit","id":[1,2]}`,
	`{"cmd":"state","state":"s2","extra":1}`,
	`{"cmd":"state","state":"s2","player":0}`,
	`{"cmd":"quit","state":"s2"}`,
	`{"cmd":"state","state":"s2","state":"s3"}`,
	`{"cmd":"state","state":null}`,
	`{"cmd":"state","state":"s\u0032"}`,
	`{"cmd":"apply_action","state":"s2","action":1.5}`,
	`{"cmd":"apply_action","state":"s2","action":1e2}`,
	`{"cmd":"apply_action","state":"s2","action":99999999999999999999}`,
	`{"cmd":"apply_action","state":"s2"}`,
	`{"cmd":"resample","state":"s2","player":0,"seed":-1}`,
	`{"cmd":"nope"}`,
	`{"state":"s2"}`,
	`{"cmd":"step","states":"s2","actions":[1],"observation":"none"}`,
	`{"cmd":"step","states":["s2"],"actions":[[1,[2]]],"observation":"none"}`,
	` { "cmd" : "step" , "states" : [ "s2" ] , "actions" : [ [ 1 , 2 ] , 3 ] , "observation" : "none" } ` + "\t\r\n",
	`{"cmd":"state","state":"s2"} x`,
	`{"cmd":"state","state":"s2",}`,
	`{"cmd":"state","state":"sé"}`,
}

// TestSimpleRequestsDecodeAsStrictOnes: every request parseSimple reads,
// among the requests of every command and a great many variants of them
// (bytes deleted, replaced, spaces and JSON tokens put anywhere), it
// decodes to exactly the request encoding/json decodes (parseStrict),
// which accepts it; the everyday requests are all read by parseSimple.
func TestSimpleRequestsDecodeAsStrictOnes(t *testing.T) {
	// One parser reads every line in the memory of the lines before, as
	// the server's does, interning the handles s2 and g1.
	shared := simpleParser{names: map[string]string{"s2": "s2", "g1": "g1"}}
	check := func(t *testing.T, line string) bool {
		t.Helper()
		fast, ok := parseSimple([]byte(line))
		again, okAgain := shared.parse([]byte(line))
		if ok != okAgain {
			t.Fatalf("%s: a new parser reads it: %v, a parser of many lines: %v", line, ok, okAgain)
		}
		if !ok {
			return false
		}
		slow, err := parseStrict([]byte(line))
		if err != nil {
			t.Fatalf("%s: parseSimple reads it, encoding/json refuses it: %v", line, err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("%s: parseSimple reads %+v, encoding/json %+v", line, fast, slow)
		}
		if !reflect.DeepEqual(again, slow) {
			t.Fatalf("%s: a parser of many lines reads %+v, encoding/json %+v", line, again, slow)
		}
		return true
	}
	t.Run("the everyday requests are read by parseSimple as by encoding/json", func(t *testing.T) {
		read := 0
		for _, line := range simpleRequests {
			if check(t, line) {
				read++
			}
		}
		if read != 28 {
			t.Errorf("parseSimple read %d of the requests, want the 28 of the everyday shape", read)
		}
	})
	t.Run("variants read by parseSimple are read alike by encoding/json", func(t *testing.T) {
		tokens := []string{" ", "\t", "\n", ",", ":", "[", "]", "{", "}", `"`, `\`, "0", "-", "1", "e", ".", "null", `"x"`, `"state"`, `"cmd"`, `"id"`, "é", "\x00", "\x7f"}
		rng := engine.NewRNG(1)
		n := 40000
		if testing.Short() {
			n = 5000
		}
		read := 0
		for range n {
			b := []byte(simpleRequests[rng.IntN(len(simpleRequests))])
			for range 1 + rng.IntN(3) {
				i := rng.IntN(len(b) + 1)
				switch rng.IntN(3) {
				case 0: // delete a byte
					if i < len(b) {
						b = append(b[:i:i], b[i+1:]...)
					}
				case 1: // insert a token
					tok := tokens[rng.IntN(len(tokens))]
					b = append(b[:i:i], append([]byte(tok), b[i:]...)...)
				default: // replace a byte
					if i < len(b) {
						b[i] = tokens[rng.IntN(len(tokens))][0]
					}
				}
			}
			if check(t, string(b)) {
				read++
			}
		}
		t.Logf("%d of %d variants read by parseSimple, all as encoding/json reads them", read, n)
	})
}

// TestActionsDecodeAsByEncodingJSON: intOf, which decodes the action of a
// step, gives what json.Unmarshal gives into an int, value and error.
func TestActionsDecodeAsByEncodingJSON(t *testing.T) {
	for _, raw := range []string{"0", "7", "-3", "32683", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
		"+1", "01", "1.0", "1e2", " 1", "1 ", `"1"`, "null", "[1]", "true", "", "-", "0x10"} {
		t.Run("action "+raw+" decodes as encoding/json decodes it", func(t *testing.T) {
			var want int
			wantErr := json.Unmarshal([]byte(raw), &want)
			got, err := intOf(json.RawMessage(raw))
			if got != want || (err == nil) != (wantErr == nil) {
				t.Fatalf("intOf(%q) = %d, %v; json.Unmarshal: %d, %v", raw, got, err, want, wantErr)
			}
		})
	}
}

// TestRequestKeysAreTheCommandsArguments: parseSimple's keys (requestKeys,
// keyIndex) are "id", "cmd" and exactly the arguments of Commands, each
// numbered by its place and decoded to its own field of the request.
func TestRequestKeysAreTheCommandsArguments(t *testing.T) {
	args := map[string]bool{"id": true, "cmd": true}
	for _, as := range Commands {
		for _, a := range as {
			args[a.Name] = true
		}
	}
	if len(args) != len(requestKeys) {
		t.Errorf("%d keys, %d names of id, cmd and the arguments", len(requestKeys), len(args))
	}
	for i, k := range requestKeys {
		t.Run("key "+k+" is numbered by its place", func(t *testing.T) {
			if !args[k] {
				t.Errorf("%q is no argument of a command", k)
			}
			if got := keyIndex([]byte(k)); got != i {
				t.Errorf("keyIndex(%q) = %d, want %d", k, got, i)
			}
			if i >= 2 {
				_ = (&request{}).field(k) // panics for a key without a field
			}
		})
	}
	if requestKeys[keyStates] != "states" || requestKeys[keyActions] != "actions" {
		t.Error("keyStates or keyActions is not the place of its list")
	}
	if keyIndex([]byte("stat")) != -1 || keyIndex([]byte("Cmd")) != -1 {
		t.Error("keyIndex knows a key that is none")
	}
}
