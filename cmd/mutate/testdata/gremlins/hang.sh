#!/bin/sh
# A stand-in for gremlins that reports one mutant, then hangs: for the cap.
echo "      KILLED ARITHMETIC_BASE at calc.go:14:11"
sleep 60
