package vision

import (
	"errors"
	"fmt"
	"image"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gocv.io/x/gocv"
)

// writeFrames renders a still scene, then the same scene with a "hand"
// (a skin-coloured bar) over it for a few frames, then still again.
func writeFrames(t *testing.T, dir string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(3, 3))
	img, _ := RenderScene(rng, gamePosition(rng, 5), RandomStyle(rng, 640, 360))
	defer img.Close()
	for i := 0; i < 12; i++ {
		f := img.Clone()
		if i >= 4 && i < 7 {
			gocv.Rectangle(&f, image.Rect(200+20*i, 100, 320+20*i, 260), skin, -1)
		}
		if !gocv.IMWrite(filepath.Join(dir, fmt.Sprintf("f%03d.png", i)), f) {
			t.Fatal("cannot write frame")
		}
		f.Close()
	}
}

func TestFolderSourceAndMotionGate(t *testing.T) {
	dir := t.TempDir()
	writeFrames(t, dir)
	src, err := OpenSource(dir, 10)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	if src.Len() != 12 || src.Live() {
		t.Fatalf("folder source: len %d live %v", src.Len(), src.Live())
	}
	gate := NewMotionGate(2)
	defer gate.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	var settled []bool
	var times []time.Duration
	for {
		at, err := src.Read(&frame)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		s, _, err := gate.Update(frame)
		if err != nil {
			t.Fatal(err)
		}
		settled = append(settled, s)
		times = append(times, at)
	}
	// Frames 0–3 still (settled from frame 2), 4–7 moving (the hand
	// arrives at 4, moves, and leaves at 7), 8–11 still again (settled
	// from frame 9).
	want := []bool{false, false, true, true, false, false, false, false, false, true, true, true}
	if fmt.Sprint(settled) != fmt.Sprint(want) {
		t.Errorf("settled %v\nwant    %v", settled, want)
	}
	if times[10] != time.Second {
		t.Errorf("frame 10 at %v, want 1s at 10 fps", times[10])
	}
}

func TestOpenSourceErrors(t *testing.T) {
	for _, spec := range []string{"/no/such/file.mp4", t.TempDir()} {
		if _, err := OpenSource(spec, 10); err == nil {
			t.Errorf("OpenSource(%q) succeeded", spec)
		}
	}
	bad := filepath.Join(t.TempDir(), "x.mp4")
	os.WriteFile(bad, []byte("not a video"), 0o644)
	if _, err := OpenSource(bad, 10); err == nil {
		t.Errorf("a broken video opened")
	}
}

func TestVideoSourceSharedGame(t *testing.T) {
	video := filepath.Join("..", "..", "shared", "games", "demo1", "game.mp4")
	if _, err := os.Stat(video); err != nil {
		t.Skipf("no shared game video at %s (only in the team's workspace): %v", video, err)
	}
	src, err := OpenSource(video, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	for i := 0; i < 3; i++ {
		if _, err := src.Read(&frame); err != nil {
			t.Fatal(err)
		}
	}
	if frame.Cols() != 1280 || frame.Rows() != 720 || src.Len() < 500 {
		t.Errorf("video frame %dx%d, %d frames", frame.Cols(), frame.Rows(), src.Len())
	}
}

func BenchmarkMotionGate720p(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	img, _ := RenderScene(rng, gamePosition(rng, 5), RandomStyle(rng, 1280, 720))
	defer img.Close()
	gate := NewMotionGate(3)
	defer gate.Close()
	for b.Loop() {
		gate.Update(img)
	}
}
