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
	return throughJPEG(shifted, 75+rng.IntN(21))
}

// throughJPEG returns img as JPEG of quality q stores it.
func throughJPEG(img gocv.Mat, q int) gocv.Mat {
	buf, err := gocv.IMEncodeWithParams(gocv.JPEGFileExt, img, []int{gocv.IMWriteJpegQuality, q})
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

// defocus returns img as a camera slightly out of focus would take it:
// a blur of σ 1.2 to 2.2 pixels at 720p (more on a larger frame), some
// noise and JPEG compression (quality 85–95). A white face on a cloth a
// few units darker than it then has no strong pixel at all.
func defocus(rng *rand.Rand, img gocv.Mat) gocv.Mat {
	out := gocv.NewMat()
	defer out.Close()
	s := (1.2 + rng.Float64()) * float64(img.Cols()) / 1280
	gocv.GaussianBlur(img, &out, image.Pt(0, 0), s, 0, gocv.BorderReplicate)
	addNoise(rng, out, 2)
	return throughJPEG(out, 85+rng.IntN(11))
}

// relight returns img as under other home light: warmer or cooler (the
// red channel's gain up to 15% above or below the blue's, about the step
// from a cool white bulb to a warm one), and a lamp to one side, the
// light falling off by up to a third across the frame in a random way.
// Bright pixels clip as a camera's do.
func relight(rng *rand.Rand, img gocv.Mat) gocv.Mat {
	W, H := img.Cols(), img.Rows()
	warm := -0.15 + 0.3*rng.Float64()
	fall := 0.1 + 0.23*rng.Float64()
	dir := rng.Float64() * 2 * math.Pi
	cx, cy := math.Cos(dir), math.Sin(dir)
	gain := gocv.NewMatWithSize(H, W, gocv.MatTypeCV32FC3)
	defer gain.Close()
	g, _ := gain.DataPtrFloat32()
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			t := (cx*float64(x)/float64(W) + cy*float64(y)/float64(H) + 1) / 2
			f := 1.05 - fall*t
			i := 3 * (y*W + x)
			g[i], g[i+1], g[i+2] = float32(f*(1-warm/2)), float32(f), float32(f*(1+warm/2))
		}
	}
	f := gocv.NewMat()
	defer f.Close()
	img.ConvertTo(&f, gocv.MatTypeCV32FC3)
	gocv.Multiply(f, gain, &f)
	out := gocv.NewMat()
	f.ConvertTo(&out, gocv.MatTypeCV8UC3)
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

// farther returns img as a camera farther off would see it, shrunk by s
// (below 1) about its centre, with the table beyond its edges carried on:
// the table with its stacks (boxes, grown by a third for their shadows)
// filled in from the table round them, smoothed (at an eighth of the
// size, the smoothing being a twentieth of the width), with noise as a
// camera's (σ 2), and mirrored out past the frame's edges, on which the
// frame is laid before shrinking. The table mirrored meets the frame's
// own at its edges, where no stack lies.
func farther(rng *rand.Rand, img gocv.Mat, boxes [][4]float64, s float64) gocv.Mat {
	W, H := img.Cols(), img.Rows()
	mask := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(1, 1, 1, 0), H, W, gocv.MatTypeCV32FC3)
	defer mask.Close()
	for _, b := range boxes {
		g := 0.35 * math.Max(b[2]-b[0], b[3]-b[1])
		gocv.Rectangle(&mask, image.Rect(int(b[0]-g), int(b[1]-g), int(b[2]+g), int(b[3]+g)), color.RGBA{}, -1)
	}
	f := gocv.NewMat()
	defer f.Close()
	img.ConvertTo(&f, gocv.MatTypeCV32FC3)
	gocv.Multiply(f, mask, &f)
	// The table's colour where stacks hid it: a mean over the table
	// round them, weighted by how much of the window is table.
	small := image.Pt(W/8, H/8)
	num, den := gocv.NewMat(), gocv.NewMat()
	defer num.Close()
	defer den.Close()
	gocv.Resize(f, &num, small, 0, 0, gocv.InterpolationArea)
	gocv.Resize(mask, &den, small, 0, 0, gocv.InterpolationArea)
	sigma := float64(W) / 20 / 8
	gocv.GaussianBlur(num, &num, image.Pt(0, 0), sigma, 0, gocv.BorderReflect)
	gocv.GaussianBlur(den, &den, image.Pt(0, 0), sigma, 0, gocv.BorderReflect)
	gocv.Divide(num, den, &num)
	gocv.Resize(num, &num, image.Pt(W, H), 0, 0, gocv.InterpolationLinear)
	fp, _ := f.DataPtrFloat32()
	mp, _ := mask.DataPtrFloat32()
	np, _ := num.DataPtrFloat32()
	for i := range fp {
		if mp[i] == 0 {
			fp[i] = np[i] + float32(2*rng.NormFloat64())
		}
	}
	table := gocv.NewMat()
	defer table.Close()
	f.ConvertTo(&table, gocv.MatTypeCV8UC3)
	px, py := int(float64(W)*(1/s-1)/2), int(float64(H)*(1/s-1)/2)
	big := gocv.NewMat()
	defer big.Close()
	gocv.CopyMakeBorder(table, &big, py, py, px, px, gocv.BorderReflect, color.RGBA{})
	inner := big.Region(image.Rect(px, py, px+W, py+H))
	img.CopyTo(&inner)
	inner.Close()
	out := gocv.NewMat()
	gocv.Resize(big, &out, image.Pt(W, H), 0, 0, gocv.InterpolationArea)
	return out
}

// TestSharedScenesPerturbed reads each of ../shared/scenes eight times,
// slightly changed (perturb), twelve times as another camera would have
// taken it (perturbCamera), eight times in other light (relight), four
// times out of focus (defocus), framed eight other ways (reframe) and
// seen from farther off (farther), the snake spanning 0.6 and half of the
// frame's width, as it is and through another camera: a detector tuned
// until every scene just passes reads these as badly as it would read
// scenes it has not seen.
// Today 127 of 128 changed frames are read right, all 192 through
// another camera, 63 of 64 out of focus (61 before two stripes run into one hole, counted by its two summits, were no longer doubted for its size, and a B3's third stripe, blurred wider, was counted in a row with the two), no stack lost (before a gap two
// stacks wide was searched for faint faces, img_0007's two W2s side by
// side were lost beside a W3 said unread), 127 of 128 in other light (no
// change was tuned on it: the one says img_0007's W1 at the tail, in the
// lamp's dimmest corner, unsure), all 128 framed otherwise and all 30 seen from farther, none
// wrong without saying so. (img_0011's strip of floor, mirrored past the
// frame's edge, is a wedge taken for an arm, and its point was a stack
// said unread until a faceless piece by an arm was hidden with it
// (hiddenTips); img_0013's pool of lamplight, turned into a bright patch,
// was said so too, until a pool of light was told from an arm. img_0006's
// five stacks were read with the radius of the crumbs of its table's
// mirrored edge, until crumbs had a floor.) Seen from farther through
// another camera, 28 of 30 are right, none wrong without saying so; over the
// streams 2 to 9, 214 of 240 (202 before a frame not read whole was
// searched again enlarged: img_0007's white scales on cream cloth, lost
// beside one said unread). (img_0006's glossy B3 at half its size, the
// lamp's reflection across its face, was found as a face with two of its
// three stripes, a B2, until a look a whole radius wider saw three).
// (Before a snake of small scales was searched again enlarged for the
// stacks not found, img_0007's lost four of its nineteen without a
// word.) As for the tables and touching stacks, each floor of frames
// right leaves two frames of slack, for OpenCV's vector code differs
// from one processor to the next; none is left for a frame wrong without
// saying so, or a stack misread, but for the one said.
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
	const each, cameras, lights, blurred = 8, 12, 8, 4
	var score, camera, light, framed, far, farCamera, focus tally
	frames, reframed, distant := 0, 0, 0
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
		for i := 0; i < lights; i++ {
			read(relight(rand.New(rand.NewPCG(uint64(i), 51+stream)), img), &light, "light", i)
		}
		for i := 0; i < blurred; i++ {
			read(defocus(rand.New(rand.NewPCG(uint64(i), 71+stream)), img), &focus, "defocus", i)
		}
		// Seen from farther off, the snake spanning 0.6 of the frame's
		// width and half of it, as far as the issue allows (a snake that
		// spans less already is left as it is).
		x0, x1 := math.Inf(1), math.Inf(-1)
		for _, b := range boxes.Of {
			x0, x1 = math.Min(x0, b[0]), math.Max(x1, b[2])
		}
		for i, fill := range []float64{0.6, 0.5} {
			if span := (x1 - x0) / float64(img.Cols()); span > fill+0.05 {
				f := farther(rand.New(rand.NewPCG(uint64(i), 3)), img, boxes.Of, fill/span)
				read(perturbCamera(rand.New(rand.NewPCG(uint64(i), 13+stream)), f), &farCamera, "farther-camera", i)
				read(f, &far, "farther", i)
				distant++
			}
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
	t.Logf("shared scenes in other light: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		light.right, len(names)*lights, light.wrong, light.stacks, light.unread, light.silent)
	t.Logf("shared scenes out of focus: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		focus.right, len(names)*blurred, focus.wrong, focus.stacks, focus.unread, focus.silent)
	t.Logf("shared scenes framed otherwise: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		framed.right, reframed, framed.wrong, framed.stacks, framed.unread, framed.silent)
	t.Logf("shared scenes seen from farther: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		far.right, distant, far.wrong, far.stacks, far.unread, far.silent)
	t.Logf("shared scenes seen from farther through another camera: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		farCamera.right, distant, farCamera.wrong, farCamera.stacks, farCamera.unread, farCamera.silent)
	if stream == 0 && frames == 16*each && (score.right < 126 || score.silent > 0 || score.wrong-score.unread > 0) {
		t.Errorf("changed slightly: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 126, 0 and 0",
			score.right, frames, score.silent, score.wrong-score.unread)
	}
	if stream == 0 && len(names) == 16 && (camera.right < 189 || camera.silent > 0 || camera.wrong-camera.unread > 0) {
		t.Errorf("another camera: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 189, 0 and 0",
			camera.right, len(names)*cameras, camera.silent, camera.wrong-camera.unread)
	}
	if stream == 0 && len(names) == 16 && (light.right < 123 || light.silent > 0 || light.wrong-light.unread > 0) {
		t.Errorf("in other light: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 123, 0 and 0",
			light.right, len(names)*lights, light.silent, light.wrong-light.unread)
	}
	if stream == 0 && len(names) == 16 && (focus.right < 61 || focus.silent > 0 || focus.wrong-focus.unread > 0) {
		t.Errorf("out of focus: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 61, 0 and 0",
			focus.right, len(names)*blurred, focus.silent, focus.wrong-focus.unread)
	}
	if stream == 0 && len(names) == 16 && distant == 30 && (far.right < 28 || far.silent > 0 || far.wrong-far.unread > 0) {
		t.Errorf("seen from farther: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 28, 0 and 0",
			far.right, distant, far.silent, far.wrong-far.unread)
	}
	if stream == 0 && len(names) == 16 && distant == 30 && (farCamera.right < 26 || farCamera.silent > 0 || farCamera.wrong-farCamera.unread > 0) {
		t.Errorf("seen from farther through another camera: %d/%d frames right, %d wrong without saying so, %d stacks misread or lost: worse than 26, 0 and 0",
			farCamera.right, distant, farCamera.silent, farCamera.wrong-farCamera.unread)
	}
	// Seen 10° further off vertical, img_0000's head (a 33-pixel tile,
	// smaller still) was said unreadable, as two pieces, until those
	// were read together (joinPieces).
	if len(names) == 16 && (framed.right < reframed-2 || framed.silent > 0) {
		t.Errorf("framed otherwise: %d/%d frames right, %d wrong without saying so: worse than all but two, and none", framed.right, reframed, framed.silent)
	}
}
