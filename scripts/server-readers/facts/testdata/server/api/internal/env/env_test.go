package env

import "os"

// A test file: the reader skips it, so TEST_ONLY is not a variable the server reads.
var _ = os.Getenv("TEST_ONLY")
