module github.com/datafort/datafort

go 1.26.8

require golang.org/x/term v0.47.0

require golang.org/x/sys v0.49.0 // indirect
