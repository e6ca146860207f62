package main

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/rules"
	"github.com/pantarei/pantarei/vision"
	"gocv.io/x/gocv"
)

// writeScene renders p in style st to path and returns its tops.
func writeScene(t *testing.T, rng *rand.Rand, p rules.Position, st vision.SceneStyle, path string) []string {
	t.Helper()
	img, _ := vision.RenderScene(rng, p, st)
	defer img.Close()
	if !gocv.IMWrite(path, img) {
		t.Fatalf("cannot write %s", path)
	}
	return vision.TopStrings(p.Tops())
}

// TestCalibrateThenDetect calibrates a camera 30° off vertical from a
// chessboard and the set-up, as a user would, and reads a game with it.
func TestCalibrateThenDetect(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(30, 4))
	st := vision.RandomStyle(rng, 1280, 720)
	st.View = vision.View{Tilt: 30 * math.Pi / 180, Toward: 0.4}
	board, _ := vision.RenderChessboard(rng, 9, 6, st)
	gocv.IMWrite(filepath.Join(dir, "board.png"), board)
	board.Close()
	writeScene(t, rng, rules.Deal(rng, rules.White), st, filepath.Join(dir, "setup.png"))

	calPath := filepath.Join(dir, "cal.json")
	out, errOut, err := run(t, "", "calibrate", "--chessboard", "9x6", "--square", "25", "--out", calPath,
		filepath.Join(dir, "board.png"), filepath.Join(dir, "setup.png"))
	if err != nil {
		t.Fatalf("calibrate: %v\n%s%s", err, out, errOut)
	}
	for _, want := range []string{"Table plane from", "chessboard 9x6", "Set-up from", "Calibration written"} {
		if !strings.Contains(out, want) {
			t.Errorf("calibrate said %q, missing %q", out, want)
		}
	}
	cal, err := calibration.Load(calPath)
	if err != nil {
		t.Fatal(err)
	}
	if cal.Plane == nil || cal.Appearance == nil {
		t.Fatalf("calibration lacks a part: %+v", cal)
	}
	if _, err := os.Stat(filepath.Join(dir, "cal.png")); err != nil {
		t.Errorf("no annotated picture: %v", err)
	}

	right := 0
	const games = 4
	for i := 0; i < games; i++ {
		p := rules.Deal(rng, rules.Black)
		for k := 0; k < 8; k++ {
			ts := p.LegalTurns()
			if len(ts) == 0 {
				break
			}
			p, _ = p.Apply(ts[rng.IntN(len(ts))])
		}
		img := filepath.Join(dir, "game.png")
		want := writeScene(t, rng, p, st, img)
		out, errOut, err := run(t, "", "detect", "--json", "--calibration", calPath, img)
		if err != nil {
			t.Fatalf("detect: %v\n%s", err, errOut)
		}
		var got struct {
			Tops   []string `json:"tops"`
			Width  int      `json:"width"`
			Stacks []struct {
				Center [2]int `json:"center"`
			} `json:"stacks"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("detect --json: %v: %s", err, out)
		}
		if got.Width != 1280 {
			t.Errorf("width %d: positions must be in the frame's pixels", got.Width)
		}
		for _, s := range got.Stacks {
			if s.Center[0] < 0 || s.Center[0] >= 1280 || s.Center[1] < 0 || s.Center[1] >= 720 {
				t.Errorf("centre %v outside the frame", s.Center)
			}
		}
		if w, _ := vision.CompareTops(want, got.Tops); w == 0 {
			right++
		} else {
			t.Logf("game %d: want %v, got %v", i, want, got.Tops)
		}
	}
	if right < games-1 {
		t.Errorf("%d/%d calibrated frames read right", right, games)
	}
}

func TestCalibrateComplains(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(31, 4))
	st := vision.RandomStyle(rng, 960, 540)
	// Not a set-up: a game under way has stacks.
	p := rules.Deal(rng, rules.White)
	for k := 0; k < 6; k++ {
		p, _ = p.Apply(p.LegalTurns()[0])
	}
	img := filepath.Join(dir, "game.png")
	writeScene(t, rng, p, st, img)
	calPath := filepath.Join(dir, "cal.json")
	_, errOut, err := run(t, "", "calibrate", "--out", calPath, img)
	if err == nil || !strings.Contains(err.Error(), "no set-up fitted a box") || !strings.Contains(errOut, "set-up:") {
		t.Errorf("a game in place of a set-up: %v\n%s", err, errOut)
	}
	if _, err := os.Stat(calPath); err == nil {
		t.Errorf("a calibration was written from a failed run")
	}
	// No board in the picture.
	_, _, err = run(t, "", "calibrate", "--chessboard", "9x6", "--setup=false", "--out", calPath, img)
	if err == nil || !strings.Contains(err.Error(), "no 9x6 chessboard seen") {
		t.Errorf("no board: %v", err)
	}
	for _, args := range [][]string{
		{"--chessboard", "9", img},
		{"--chessboard", "2x6", img},
		{"--points", "1,2,3", img},
		{"--chessboard", "9x6", "--points", "1,2,3,4,5,6,7,8", img},
		{"--setup=false", img},
	} {
		if _, _, err := run(t, "", append([]string{"calibrate", "--out", calPath}, args...)...); err == nil {
			t.Errorf("calibrate %v: no error", args)
		}
	}
	if _, _, err := run(t, "", "detect", "--calibration", filepath.Join(dir, "missing.json"), img); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("detect with a missing calibration: %v", err)
	}
}
