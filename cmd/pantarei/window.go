package main

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pantarei/pantarei/rules"
	"github.com/pantarei/pantarei/vision"
	"gocv.io/x/gocv"
)

// window is the live overlay: the camera picture with what the referee
// reads and knows drawn on it.
type window struct {
	w      *gocv.Window
	shown  int
	errOut io.Writer
}

// openWindow opens the overlay, or says once why it cannot and returns
// nil: without a display, OpenCV would abort the process.
func openWindow(errOut io.Writer) *window {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(errOut, "pantarei: warning: no display (DISPLAY is not set), so no --window; refereeing goes on in the terminal.")
		return nil
	}
	w := gocv.NewWindow("pantarei referee")
	w.SetWindowProperty(gocv.WindowPropertyAutosize, gocv.WindowNormal)
	return &window{w: w, errOut: errOut}
}

// show draws the frame with the overlay. Offline, only every third frame
// is drawn: the picture is for people, and the video runs faster than
// they can watch.
func (win *window) show(frame gocv.Mat, r *referee) {
	if win == nil || win.w == nil {
		return
	}
	win.shown++
	if !r.live && win.shown%3 != 1 {
		return
	}
	img := r.overlay(frame)
	defer img.Close()
	win.w.IMShow(img)
	if k := win.w.WaitKey(1); k == 'q' || k == 27 {
		fmt.Fprintln(win.errOut, "pantarei: window closed; refereeing goes on.")
		win.close()
	}
}

func (win *window) close() {
	if win == nil || win.w == nil {
		return
	}
	win.w.Close()
	win.w = nil
}

// overlay returns a copy of frame with the last reading, the side to
// move, the last turn and the last warning drawn on it.
func (r *referee) overlay(frame gocv.Mat) gocv.Mat {
	img := frame.Clone()
	if r.lastObs.Size == image.Pt(frame.Cols(), frame.Rows()) {
		vision.Annotate(&img, r.lastObs)
	}
	lines := []string{}
	if r.tr != nil && r.recordFile != nil && r.rec != nil {
		side := "White"
		if r.tr.Position().Side() == rules.Black {
			side = "Black"
		}
		lines = append(lines, fmt.Sprintf("%s to move", side))
	} else {
		lines = append(lines, "waiting for the set-up")
	}
	if r.lastTurn != "" {
		lines = append(lines, "last turn: "+r.lastTurn)
	}
	if r.lastWarning != "" {
		lines = append(lines, "warning: "+r.lastWarning)
	}
	scale := max(1, frame.Cols()/640)
	fs := 0.5 * float64(scale)
	y := 20 * scale
	perLine := max(20, (frame.Cols()-16*scale)/(11*scale))
	for _, l := range lines {
		for _, part := range wrap(l, perLine) {
			org := image.Pt(8*scale, y)
			gocv.PutText(&img, part, org.Add(image.Pt(1, 1)), gocv.FontHersheySimplex, fs, color.RGBA{0, 0, 0, 255}, scale+1)
			c := color.RGBA{255, 255, 255, 255}
			if strings.HasPrefix(l, "warning:") {
				c = color.RGBA{255, 80, 80, 255}
			}
			gocv.PutText(&img, part, org, gocv.FontHersheySimplex, fs, c, scale)
			y += 20 * scale
		}
	}
	return img
}

// snapshot writes the table after turn n beside the record.
func (r *referee) snapshot(n int) {
	if r.snapshots == "" || r.frame == nil || r.frame.Empty() {
		return
	}
	img := r.overlay(*r.frame)
	defer img.Close()
	path := filepath.Join(r.snapshots, fmt.Sprintf("turn-%03d.jpg", n))
	if !gocv.IMWrite(path, img) {
		fmt.Fprintf(r.errOut, "pantarei: warning: cannot write the snapshot %s\n", path)
	}
}

// wrap breaks s into lines of at most n characters at spaces.
func wrap(s string, n int) []string {
	var out []string
	for len(s) > n {
		cut := strings.LastIndex(s[:n], " ")
		if cut <= 0 {
			cut = n
		}
		out = append(out, s[:cut])
		s = strings.TrimSpace(s[cut:])
	}
	return append(out, s)
}
