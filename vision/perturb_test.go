package vision

import (
	"encoding/json"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/calibration"
	"gocv.io/x/gocv"
)

// perturb returns a copy of img changed as little as one camera's frame
// differs from the next, or one table from another like it: kind 0 a
// gain of ±6%, 1 noise (σ 2), 2 a shift of 1–3 pixels, 3 a blur
// (σ 0.5–1).
func perturb(rng *rand.Rand, img gocv.Mat, kind int) gocv.Mat {
	out := img.Clone()
	switch kind {
	case 0:
		img.ConvertToWithParams(&out, gocv.MatTypeCV8UC3, float32(0.94+rng.Float64()*0.12), 0)
	case 1:
		addNoise(rng, out, 2)
	case 2:
		dx, dy := 1+rng.IntN(3), 1+rng.IntN(3)
		r := img.Region(image.Rect(dx, dy, img.Cols(), img.Rows()))
		defer r.Close()
		gocv.CopyMakeBorder(r, &out, 0, dy, 0, dx, gocv.BorderReplicate, color.RGBA{})
	case 3:
		gocv.GaussianBlur(img, &out, image.Pt(0, 0), 0.5+rng.Float64()*0.5, 0, gocv.BorderReplicate)
	}
	return out
}

// perturbCamera returns a copy of img changed at once as a camera of
// its own changes it: a shift of 0–3 pixels, a blur (σ up to 1), a gain
// of ±10%, noise (σ 1–3) and JPEG compression (quality 75–95).
func perturbCamera(rng *rand.Rand, img gocv.Mat) gocv.Mat {
	shifted := img.Clone()
	defer shifted.Close()
	dx, dy := rng.IntN(4), rng.IntN(4)
	r := img.Region(image.Rect(dx, dy, img.Cols(), img.Rows()))
	gocv.CopyMakeBorder(r, &shifted, 0, dy, 0, dx, gocv.BorderReplicate, color.RGBA{})
	r.Close()
	if s := rng.Float64(); s > 0.3 {
		gocv.GaussianBlur(shifted, &shifted, image.Pt(0, 0), s, 0, gocv.BorderReplicate)
	}
	shifted.ConvertToWithParams(&shifted, gocv.MatTypeCV8UC3, float32(0.9+0.2*rng.Float64()), 0)
	addNoise(rng, shifted, 1+2*rng.Float64())
	buf, err := gocv.IMEncodeWithParams(gocv.JPEGFileExt, shifted, []int{gocv.IMWriteJpegQuality, 75 + rng.IntN(21)})
	if err != nil {
		panic(err)
	}
	defer buf.Close()
	out, err := gocv.IMDecode(buf.GetBytes(), gocv.IMReadColor)
	if err != nil {
		panic(err)
	}
	return out
}

// reframe returns img as another camera would frame it: kind 0–2 turned
// a quarter, a half and three quarters (a phone held upright or the
// other way round), 3 mirrored, 4 at the other standard size (720p for
// 1080p and back), 5 nearer, the snake's box (boxes, one per stack)
// and a little table round it filling the frame, 6 and 7 seen 10° more
// from above, tilted one way and the other. It reports false when
// the frame cannot be framed so (the snake fills it already).
func reframe(img gocv.Mat, kind int, boxes [][4]float64) (gocv.Mat, bool) {
	out := gocv.NewMat()
	W, H := img.Cols(), img.Rows()
	switch kind {
	case 0, 1, 2:
		gocv.Rotate(img, &out, []gocv.RotateFlag{gocv.Rotate90Clockwise, gocv.Rotate180Clockwise, gocv.Rotate90CounterClockwise}[kind])
	case 3:
		gocv.Flip(img, &out, 1)
	case 4:
		size := image.Pt(1920, 1080)
		if W == 1920 {
			size = image.Pt(1280, 720)
		}
		gocv.Resize(img, &out, size, 0, 0, gocv.InterpolationArea)
	case 5:
		var box image.Rectangle
		for _, b := range boxes {
			box = box.Union(image.Rect(int(b[0]), int(b[1]), int(b[2]+1), int(b[3]+1)))
		}
		w := max(float64(box.Dx()), float64(box.Dy())*float64(W)/float64(H)) * 1.08
		if w > 0.97*float64(W) || len(boxes) == 0 {
			out.Close()
			return gocv.Mat{}, false
		}
		h := w * float64(H) / float64(W)
		c := box.Min.Add(box.Max).Div(2)
		r := image.Rect(c.X-int(w/2), c.Y-int(h/2), c.X+int(w/2), c.Y+int(h/2))
		r = r.Add(image.Pt(max(0, -r.Min.X), max(0, -r.Min.Y)))
		r = r.Sub(image.Pt(max(0, r.Max.X-W), max(0, r.Max.Y-H)))
		part := img.Region(r)
		gocv.Resize(part, &out, image.Pt(W, H), 0, 0, gocv.InterpolationLinear)
		part.Close()
	case 6, 7:
		// The scene generator's camera, turned further: its plane only
		// (the stacks' heights are not redrawn).
		v := View{Tilt: 10 * math.Pi / 180, Toward: float64(kind-6) * math.Pi}
		calibration.Warp(img, &out, v.homography(W, H), image.Pt(W, H))
	}
	return out, true
}

// TestSharedScenesPerturbed reads each of ../shared/scenes eight times,
// slightly changed (perturb), twelve times as another camera would have
// taken it (perturbCamera), and framed eight other ways (reframe): a detector tuned until every scene just
// passes reads these as badly as it would read scenes it has not seen.
// Today 127 of 128 changed frames are read right, 188 of 192 through
// another camera and all framed otherwise but img_0000 turned further
// (below), none wrong without saying so. As for the tables and touching
// stacks, each floor of frames right leaves two frames of slack, for
// OpenCV's vector code differs from one processor to the next; none is
// left for a frame wrong without saying so, or a stack misread.
func TestSharedScenesPerturbed(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "scenes")
	names, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	if len(names) == 0 {
		t.Skipf("no shared scenes in %s (only in the team's workspace)", dir)
	}
	if testing.Short() {
		t.Skip("reads every shared scene twenty-six times")
	}
	// PANTAREI_PERTURB_STREAM draws other changes and cameras (the floors
	// hold for the default, 0, only).
	stream, _ := strconv.ParseUint(os.Getenv("PANTAREI_PERTURB_STREAM"), 10, 64)
	det := NewDetector(DefaultOptions())
	defer det.Close()
	const each, cameras = 8, 12
	var score, camera, framed tally
	frames, reframed := 0, 0
	for _, name := range names {
		raw, err := os.ReadFile(strings.TrimSuffix(name, ".png") + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var truth SceneTruth
		var boxes struct {
			Of [][4]float64 `json:"stack_bbox_px"`
		}
		if err := json.Unmarshal(raw, &truth); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &boxes); err != nil {
			t.Fatal(err)
		}
		base := strings.TrimSuffix(filepath.Base(name), ".png")
		read := func(p gocv.Mat, sc *tally, what string, i int) {
			defer p.Close()
			obs, err := det.Detect(p)
			if err != nil {
				t.Fatal(err)
			}
			got := TopStrings(obs.Tops())
			if w := sc.add(truth.Tops, got); w > 0 {
				dumpFrame(t, p, base+"-"+what, i)
				t.Logf("%s, %s %d: %d wrong\n  want %v\n  got  %v", base, what, i, w, truth.Tops, got)
			}
		}
		img := gocv.IMRead(name, gocv.IMReadColor)
		for i := 0; i < each; i++ {
			read(perturb(rand.New(rand.NewPCG(uint64(i), 7+stream)), img, i%4), &score, "change", i)
			frames++
		}
		for i := 0; i < cameras; i++ {
			read(perturbCamera(rand.New(rand.NewPCG(uint64(i), 99+stream)), img), &camera, "camera", i)
		}
		for kind := 0; kind < 8; kind++ {
			if p, ok := reframe(img, kind, boxes.Of); ok {
				read(p, &framed, "framed", kind)
				reframed++
			}
		}
		img.Close()
	}
	t.Logf("shared scenes changed slightly: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		score.right, frames, score.wrong, score.stacks, score.unread, score.silent)
	t.Logf("shared scenes through another camera: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		camera.right, len(names)*cameras, camera.wrong, camera.stacks, camera.unread, camera.silent)
	t.Logf("shared scenes framed otherwise: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		framed.right, reframed, framed.wrong, framed.stacks, framed.unread, framed.silent)
	if stream == 0 && frames == 16*each && (score.right < 125 || score.silent > 0 || score.wrong-score.unread > 0) {
		t.Errorf("changed slightly: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 125, 0 and 0",
			score.right, frames, score.silent, score.wrong-score.unread)
	}
	if stream == 0 && len(names) == 16 && (camera.right < 186 || camera.silent > 0 || camera.wrong-camera.unread > 0) {
		t.Errorf("another camera: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 186, 0 and 0",
			camera.right, len(names)*cameras, camera.silent, camera.wrong-camera.unread)
	}
	// Seen 10° further off vertical, img_0000's head (a 33-pixel tile,
	// smaller still) is said unreadable, as two pieces.
	if len(names) == 16 && (framed.right < reframed-2 || framed.silent > 0) {
		t.Errorf("framed otherwise: %d/%d frames right, %d wrong without saying so: worse than all but two, and none", framed.right, reframed, framed.silent)
	}
}
