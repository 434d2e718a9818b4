package lib

import "os"

// Under vendor/: the reader skips it, so VENDORED is not a variable the server reads.
var Vendored = os.Getenv("VENDORED")
