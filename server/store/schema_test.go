package store_test

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/server/store"
)

// schema is a database's tables as the equivalence test compares them: the
// same shape read from SQLite's catalogue and from PostgreSQL's.
type schema map[string]*table

type table struct {
	Columns     []column
	PrimaryKey  []string
	Indexes     []string // "unique? (cols) partial? name?", sorted
	ForeignKeys []string // "(cols) -> table(cols) on delete X", sorted
	Checks      []string // "col IN (values)", sorted
}

type column struct {
	Name    string
	Type    string // the PostgreSQL type; SQLite's mapped through testdata/schema-types.txt
	NotNull bool
	Default string // normalised: no casts, booleans as 0/1, "" when none
}

// TestMigrationSetsAreEquivalent: the SQLite and the PostgreSQL migration
// sets, each applied to a live database, give the same tables with the
// same columns in the same order (types mapped as testdata/schema-types.txt
// says), nullability and defaults, primary keys, indexes (unique or not,
// partial or not, explicit ones by name), foreign keys with their ON DELETE,
// and CHECK constraints; and both are at this build's schema version.
func TestMigrationSetsAreEquivalent(t *testing.T) {
	ctx := context.Background()
	types, columns := readTypeMap(t, "testdata/schema-types.txt")
	read := map[string]schema{}
	for _, b := range backends {
		db := b.fresh(t) // skips (or fails, if required) without PostgreSQL
		s := b.open(t, db)
		// The heartbeat table is made on first use: make it.
		if err := s.Heartbeat(ctx); err != nil {
			t.Fatal(err)
		}
		if v, err := s.Version(ctx); err != nil || v != store.SchemaVersion() {
			t.Fatalf("%s: schema version %d (%v), this build's is %d", b.name, v, err, store.SchemaVersion())
		}
		s.Close()
		raw := b.raw(t, db)
		var err error
		if b.name == store.BackendSQLite {
			read[b.name], err = sqliteSchema(raw, types, columns)
		} else {
			read[b.name], err = postgresSchema(raw)
		}
		raw.Close()
		if err != nil {
			t.Fatalf("%s: reading the schema: %v", b.name, err)
		}
	}
	lite, pg := read[store.BackendSQLite], read[store.BackendPostgres]
	if len(lite) < 6 {
		t.Fatalf("SQLite schema read has %d tables, want at least 6: %v", len(lite), keys(lite))
	}
	for _, name := range union(keys(lite), keys(pg)) {
		t.Run("table "+name+" is the same on both", func(t *testing.T) {
			a, b := lite[name], pg[name]
			switch {
			case a == nil:
				t.Fatalf("only PostgreSQL has it")
			case b == nil:
				t.Fatalf("only SQLite has it")
			}
			t.Logf("%+v", *a)
			if !slices.Equal(a.Columns, b.Columns) {
				t.Errorf("columns differ:\n  sqlite   %v\n  postgres %v", a.Columns, b.Columns)
			}
			for _, f := range []struct {
				what string
				a, b []string
			}{
				{"primary key", a.PrimaryKey, b.PrimaryKey},
				{"indexes", a.Indexes, b.Indexes},
				{"foreign keys", a.ForeignKeys, b.ForeignKeys},
				{"checks", a.Checks, b.Checks},
			} {
				if !slices.Equal(f.a, f.b) {
					t.Errorf("%s differ:\n  sqlite   %q\n  postgres %q", f.what, f.a, f.b)
				}
			}
		})
	}
}

// TestMigrationSetsHaveTheSameSteps: the two migration sets are the same
// steps, file for file by number and name, so that a schema version means
// the same schema on both backends.
func TestMigrationSetsHaveTheSameSteps(t *testing.T) {
	names := func(dir string) []string {
		t.Helper()
		es, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range es {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".sql") {
				out = append(out, e.Name())
			}
		}
		return out
	}
	lite, pg := names("migrations"), names("migrations/postgres")
	if len(lite) != store.SchemaVersion() || !slices.Equal(lite, pg) {
		t.Errorf("SQLite's migrations %q, PostgreSQL's %q (schema version %d): want the same files", lite, pg, store.SchemaVersion())
	}
}

// readTypeMap reads the type map: SQLite type → PostgreSQL type, and
// "table.column" → PostgreSQL type for the exceptions.
func readTypeMap(t *testing.T, path string) (types, columns map[string]string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	types, columns = map[string]string{}, map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		w := strings.Fields(line)
		if len(w) != 3 || (w[0] != "type" && w[0] != "column") {
			t.Fatalf("%s:%d: want \"type SQLITE POSTGRES\" or \"column TABLE.COLUMN POSTGRES\", got %q", path, n, line)
		}
		if w[0] == "type" {
			types[strings.ToUpper(w[1])] = w[2]
		} else {
			columns[w[1]] = w[2]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return types, columns
}

func keys(s schema) []string {
	var out []string
	for k := range s {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func union(a, b []string) []string {
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}

// normDefault drops casts ('x'::text), and writes booleans as 0 and 1.
func normDefault(d string, typ string) string {
	if i := strings.Index(d, "::"); i >= 0 {
		d = d[:i]
	}
	if typ == "boolean" {
		switch strings.ToLower(d) {
		case "false":
			return "0"
		case "true":
			return "1"
		}
	}
	return d
}

var (
	checkIn    = regexp.MustCompile(`^\(*\s*(\w+)\s+IN\s*\((.*)\)\s*\)*$`)
	checkEq    = regexp.MustCompile(`^\(*\s*(\w+)\s*=\s*([^()]+?)\s*\)*$`)
	checkAnyPG = regexp.MustCompile(`^\(*(\w+) = ANY \(ARRAY\[(.*)\]\)\)*$`)
)

// normCheck writes a CHECK's condition as "col IN (v1,v2…)", from SQLite's
// text (col IN (…), col = v) or PostgreSQL's (col = ANY (ARRAY[…]), col = v).
func normCheck(cond string) string {
	cond = strings.TrimSpace(cond)
	var col, list string
	if m := checkAnyPG.FindStringSubmatch(cond); m != nil {
		col, list = m[1], m[2]
	} else if m := checkIn.FindStringSubmatch(cond); m != nil {
		col, list = m[1], m[2]
	} else if m := checkEq.FindStringSubmatch(cond); m != nil {
		col, list = m[1], m[2]
	} else {
		return "unparsed: " + cond
	}
	var vs []string
	for v := range strings.SplitSeq(list, ",") {
		v = strings.TrimSpace(v)
		if i := strings.Index(v, "::"); i >= 0 {
			v = v[:i]
		}
		vs = append(vs, v)
	}
	return fmt.Sprintf("%s IN (%s)", col, strings.Join(vs, ","))
}

// sqliteChecks finds the CHECK constraints in a CREATE TABLE statement.
func sqliteChecks(create string) []string {
	var out []string
	up := strings.ToUpper(create)
	for i := 0; ; {
		j := strings.Index(up[i:], "CHECK")
		if j < 0 {
			return out
		}
		k := i + j + len("CHECK")
		for k < len(create) && create[k] == ' ' {
			k++
		}
		if k >= len(create) || create[k] != '(' {
			i = k
			continue
		}
		depth, start := 0, k+1
		for ; k < len(create); k++ {
			if create[k] == '(' {
				depth++
			} else if create[k] == ')' {
				if depth--; depth == 0 {
					break
				}
			}
		}
		out = append(out, normCheck(create[start:k]))
		i = k
	}
}

func sqliteSchema(db *sql.DB, types, exceptions map[string]string) (schema, error) {
	out := schema{}
	rows, err := db.Query(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		return nil, err
	}
	creates := map[string]string{}
	for rows.Next() {
		var name, create string
		if err := rows.Scan(&name, &create); err != nil {
			return nil, err
		}
		creates[name] = create
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	for name, create := range creates {
		tb := &table{Checks: sqliteChecks(create)}
		slices.Sort(tb.Checks)
		out[name] = tb
		type pkcol struct {
			pos  int
			name string
		}
		var pk []pkcol
		rows, err := db.Query(`SELECT name, type, "notnull", COALESCE(dflt_value, ''), pk FROM pragma_table_info(?) ORDER BY cid`, name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var c column
			var notnull, pkpos int
			if err := rows.Scan(&c.Name, &c.Type, &notnull, &c.Default, &pkpos); err != nil {
				return nil, err
			}
			typ, ok := exceptions[name+"."+c.Name]
			if !ok {
				if typ, ok = types[strings.ToUpper(c.Type)]; !ok {
					typ = "unmapped SQLite type " + c.Type
				}
			}
			c.Type = typ
			c.NotNull = notnull == 1 || pkpos > 0
			c.Default = normDefault(c.Default, c.Type)
			if pkpos > 0 {
				pk = append(pk, pkcol{pkpos, c.Name})
			}
			tb.Columns = append(tb.Columns, c)
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		slices.SortFunc(pk, func(a, b pkcol) int { return a.pos - b.pos })
		for _, p := range pk {
			tb.PrimaryKey = append(tb.PrimaryKey, p.name)
		}
		rows, err = db.Query(`SELECT name, "unique", origin, partial FROM pragma_index_list(?)`, name)
		if err != nil {
			return nil, err
		}
		type idx struct {
			name, origin    string
			unique, partial bool
		}
		var idxs []idx
		for rows.Next() {
			var x idx
			if err := rows.Scan(&x.name, &x.unique, &x.origin, &x.partial); err != nil {
				return nil, err
			}
			idxs = append(idxs, x)
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		for _, x := range idxs {
			if x.origin == "pk" {
				continue
			}
			var cols []string
			rows, err := db.Query(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`, x.name)
			if err != nil {
				return nil, err
			}
			for rows.Next() {
				var c string
				if err := rows.Scan(&c); err != nil {
					return nil, err
				}
				cols = append(cols, c)
			}
			if err := rows.Close(); err != nil {
				return nil, err
			}
			named := ""
			if x.origin == "c" {
				named = x.name
			}
			tb.Indexes = append(tb.Indexes, indexKey(x.unique, cols, x.partial, named))
		}
		slices.Sort(tb.Indexes)
		rows, err = db.Query(`SELECT id, "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq`, name)
		if err != nil {
			return nil, err
		}
		fks := map[int][4]string{}
		for rows.Next() {
			var id int
			var ref, from, to, del string
			if err := rows.Scan(&id, &ref, &from, &to, &del); err != nil {
				return nil, err
			}
			f := fks[id]
			f[0], f[3] = ref, del
			f[1] = strings.TrimPrefix(f[1]+","+from, ",")
			f[2] = strings.TrimPrefix(f[2]+","+to, ",")
			fks[id] = f
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		for _, f := range fks {
			tb.ForeignKeys = append(tb.ForeignKeys, fmt.Sprintf("(%s) -> %s(%s) on delete %s", f[1], f[0], f[2], strings.ToLower(f[3])))
		}
		slices.Sort(tb.ForeignKeys)
	}
	return out, nil
}

func indexKey(unique bool, cols []string, partial bool, name string) string {
	k := "(" + strings.Join(cols, ",") + ")"
	if unique {
		k = "unique " + k
	}
	if partial {
		k += " partial"
	}
	if name != "" {
		k += " " + name
	}
	return k
}

func postgresSchema(db *sql.DB) (schema, error) {
	out := schema{}
	rows, err := db.Query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		out[name] = &table{}
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	for name, tb := range out {
		rows, err := db.Query(`SELECT column_name, data_type, is_nullable = 'NO', COALESCE(column_default, '') FROM information_schema.columns
			WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`, name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var c column
			if err := rows.Scan(&c.Name, &c.Type, &c.NotNull, &c.Default); err != nil {
				return nil, err
			}
			c.Default = normDefault(c.Default, c.Type)
			tb.Columns = append(tb.Columns, c)
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		// Constraints: p (primary key), f (foreign key), c (check).
		rows, err = db.Query(`SELECT c.contype::text, pg_get_constraintdef(c.oid),
				array_to_string(ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o), ','),
				COALESCE(f.relname::text, ''),
				array_to_string(ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o), ','),
				c.confdeltype::text
			FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid LEFT JOIN pg_class f ON f.oid = c.confrelid
			WHERE r.relname = $1 AND r.relnamespace = 'public'::regnamespace AND c.contype IN ('p', 'f', 'c')`, name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var typ, def, ref, del string
			var colList, refList string
			if err := rows.Scan(&typ, &def, &colList, &ref, &refList, &del); err != nil {
				return nil, err
			}
			cols, refcols := strings.Split(colList, ","), strings.Split(refList, ",")
			switch typ {
			case "p":
				tb.PrimaryKey = cols
			case "f":
				action := map[string]string{"a": "no action", "r": "restrict", "c": "cascade", "n": "set null", "d": "set default"}[del]
				tb.ForeignKeys = append(tb.ForeignKeys, fmt.Sprintf("(%s) -> %s(%s) on delete %s", strings.Join(cols, ","), ref, strings.Join(refcols, ","), action))
			case "c":
				def = strings.TrimPrefix(def, "CHECK ")
				tb.Checks = append(tb.Checks, normCheck(def))
			}
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		slices.Sort(tb.ForeignKeys)
		slices.Sort(tb.Checks)
		// Indexes other than the primary key's; an index that backs a
		// constraint (UNIQUE) is compared without its name, as SQLite
		// names those itself.
		rows, err = db.Query(`SELECT i.relname::text, x.indisunique, x.indpred IS NOT NULL,
				EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid),
				array_to_string(ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n ORDER BY k.o), ',')
			FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class r ON r.oid = x.indrelid
			WHERE r.relname = $1 AND r.relnamespace = 'public'::regnamespace AND NOT x.indisprimary`, name)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var iname string
			var unique, partial, constraint bool
			var colList string
			if err := rows.Scan(&iname, &unique, &partial, &constraint, &colList); err != nil {
				return nil, err
			}
			cols := strings.Split(colList, ",")
			if constraint {
				iname = ""
			}
			tb.Indexes = append(tb.Indexes, indexKey(unique, cols, partial, iname))
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		slices.Sort(tb.Indexes)
	}
	return out, nil
}
