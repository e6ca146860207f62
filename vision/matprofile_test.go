//go:build matprofile

package vision

import (
	"fmt"
	"os"
	"testing"

	"gocv.io/x/gocv"
)

// TestMain fails the run when a test leaves gocv Mats open (build with
// -tags matprofile, as make test does).
func TestMain(m *testing.M) {
	code := m.Run()
	if n := gocv.MatProfile.Count(); n > 0 && code == 0 {
		var b = new(stringsBuilder)
		gocv.MatProfile.WriteTo(b, 1)
		fmt.Fprintf(os.Stderr, "vision: %d gocv Mats leaked:\n%s", n, b.s)
		code = 1
	}
	os.Exit(code)
}

type stringsBuilder struct{ s string }

func (b *stringsBuilder) Write(p []byte) (int, error) { b.s += string(p); return len(p), nil }
