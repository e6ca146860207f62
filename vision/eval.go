package vision

import (
	"cmp"
	"encoding/json"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// SceneTruth is the ground truth beside a scene image (NAME.json).
type SceneTruth struct {
	Position string       `json:"position"`
	Tops     []string     `json:"tops"`
	Centers  [][2]float64 `json:"centers_px"`
	// Occluded is how much of each stack (as Tops) a hand hides, if
	// any: such a stack may be said unreadable or left out.
	Occluded []float64 `json:"occluded_frac"`
}

// hidden says which of the truth's stacks a hand hides, at least in part.
func (t SceneTruth) hidden() ([]bool, error) {
	if len(t.Occluded) == 0 {
		return nil, nil
	}
	if len(t.Occluded) != len(t.Tops) {
		return nil, fmt.Errorf("occluded_frac has %d entries for %d tops", len(t.Occluded), len(t.Tops))
	}
	h := make([]bool, len(t.Tops))
	for i, f := range t.Occluded {
		h[i] = f > 0
	}
	return h, nil
}

// SceneResult compares one detection with its truth.
type SceneResult struct {
	Name       string
	Want, Got  []string
	Wrong      int // stacks misread, missed or invented
	Unreadable int // of Wrong, the stacks said unreadable
	// Misread is, of Wrong, the stacks read as a scale they are not, or
	// a scale read where no stack is: the errors the referee would act on.
	Misread int
	// Said is whether the reading said it could not read all of the
	// frame: a stack unreadable, or a region hidden.
	Said     bool
	Hidden   int  // stacks the truth says a hand hides, at least in part
	Reversed bool // read tail to head
	Size     image.Point
	// Elapsed is the median time of the frame's detections (see
	// EvalScenes), First that of the first.
	Elapsed, First time.Duration
}

// Errors is how many stacks the frame got wrong: by order (Wrong), or by
// place (Misread), whichever is more. By order alone, a scale read where
// no stack is may stand in for one a hand hides (a POV-Ray scene, seed
// 4878 as JPEG q80: a finger named the neutral, the neutral under the
// hand; the frame counted right, with a misread).
func (r SceneResult) Errors() int { return max(r.Wrong, r.Misread) }

// FrameRight reports whether every top and the order were right.
func (r SceneResult) FrameRight() bool { return r.Errors() == 0 }

// Silent reports whether the frame was read wrong without the reading
// saying so: the frames the issue allows none of.
func (r SceneResult) Silent() bool { return r.Errors() > 0 && !r.Said }

// CompareTops counts the stacks misread, missed or invented (the edit
// distance between the sequences), head to tail or tail to head, whichever
// fits better: a still image has no head.
func CompareTops(want, got []string) (wrong int, reversed bool) {
	return CompareTopsHidden(want, got, nil)
}

// CompareTopsHidden is CompareTops where a hand hides some of the stacks
// wanted (hidden, as want, or nil for none): such a stack said unreadable
// ("?") or left out is no error, as the reading must not guess it; read
// as another scale, it is one.
func CompareTopsHidden(want, got []string, hidden []bool) (wrong int, reversed bool) {
	e, reversed := compareTops(want, got, hidden)
	return e.wrong, reversed
}

// topErrors are the errors of one reading against its truth: wrong is
// all of them (stacks misread, missed or invented), said those that are a
// stack said unreadable ("?"), lost the stacks wanted that the reading
// left out. The rest, wrong-said-lost, are misreads: a stack read as a
// scale it is not, or a scale read where no stack is.
type topErrors struct{ wrong, said, lost int }

func (e topErrors) misread() int { return e.wrong - e.said - e.lost }

// compareTops is CompareTopsHidden that also tells the errors apart.
func compareTops(want, got []string, hidden []bool) (e topErrors, reversed bool) {
	rev := slices.Clone(got)
	slices.Reverse(rev)
	f := editDistance(want, got, hidden)
	b := editDistance(want, rev, hidden)
	if b.wrong < f.wrong {
		return b, true
	}
	return f, false
}

// editDistance is the edit distance from a to b, with hidden's entries of
// a free to drop or to read as "?", and how many of its edits are a "?"
// of b and how many an entry of a dropped. Among the cheapest alignments
// it takes the one with the fewest "?", then the fewest dropped: the one
// that puts the most errors on the scales b names, so that a misread is
// never counted as something said or missed.
func editDistance(a, b []string, hidden []bool) topErrors {
	better := func(x, y topErrors) topErrors {
		if cmp.Or(cmp.Compare(y.wrong, x.wrong), cmp.Compare(y.said, x.said), cmp.Compare(y.lost, x.lost)) < 0 {
			return y
		}
		return x
	}
	unread := func(s string) int {
		if s == "?" {
			return 1
		}
		return 0
	}
	prev := make([]topErrors, len(b)+1)
	cur := make([]topErrors, len(b)+1)
	for j := 1; j <= len(b); j++ {
		prev[j] = topErrors{j, prev[j-1].said + unread(b[j-1]), 0}
	}
	for i := 1; i <= len(a); i++ {
		hid := hidden != nil && hidden[i-1]
		drop := 1 // a[i-1] missing
		if hid {
			drop = 0
		}
		cur[0] = topErrors{prev[0].wrong + drop, 0, prev[0].lost + drop}
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] && !(hid && b[j-1] == "?") {
				sub = topErrors{sub.wrong + 1, sub.said + unread(b[j-1]), sub.lost}
			}
			c := better(sub, topErrors{prev[j].wrong + drop, prev[j].said, prev[j].lost + drop})
			cur[j] = better(c, topErrors{cur[j-1].wrong + 1, cur[j-1].said + unread(b[j-1]), cur[j-1].lost})
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// TopStrings writes tops in notation, "?" for an unreadable one.
func TopStrings(tops []rules.Scale) []string {
	out := make([]string, len(tops))
	for i, t := range tops {
		out[i] = t.String()
	}
	return out
}

// EvalConfig says how EvalScenes runs.
type EvalConfig struct {
	// Repeat is how many times each frame is detected in a row (at
	// least 1); its time is their median.
	Repeat int
	// JPEG, from 1 to 100, compresses each image in memory to a JPEG of
	// that quality before detection, as a phone or a network stream
	// sends its frames: one folder of lossless renders then measures the
	// detector on compressed frames too, with no copies kept on disk.
	// 0 reads each image as it is.
	JPEG int
	// Progress, if not nil, is called after each frame.
	Progress func(done, total int)
}

// EvalScenes runs the detector over every NAME.png (or .jpg) with a
// NAME.json beside it in dir, after one untimed detection to warm it up.
// Each frame is detected cfg.Repeat times in a row, as a camera on a
// still table would show it: the first detection after a frame of
// another size reallocates the detector's buffers, which a live camera,
// whose frames keep their size, pays once. The reading compared is the
// first.
func EvalScenes(dir string, opt Options, cfg EvalConfig) ([]SceneResult, error) {
	if cfg.JPEG < 0 || cfg.JPEG > 100 {
		return nil, fmt.Errorf("vision: JPEG quality %d: want 1 to 100, or 0 for none", cfg.JPEG)
	}
	repeat := max(cfg.Repeat, 1)
	var images []string
	for _, ext := range []string{"*.png", "*.jpg", "*.jpeg"} {
		m, _ := filepath.Glob(filepath.Join(dir, ext))
		images = append(images, m...)
	}
	sort.Strings(images)
	var pairs []string
	for _, img := range images {
		if _, err := os.Stat(strings.TrimSuffix(img, filepath.Ext(img)) + ".json"); err == nil {
			pairs = append(pairs, img)
		}
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("vision: no NAME.png with NAME.json in %s", dir)
	}
	det := NewDetector(opt)
	defer det.Close()
	// OpenCV's first use in a process (its thread pool, its tables) costs
	// some 100 ms once; a live camera pays it before the game starts. One
	// detection of the first image, not timed, keeps it out of the times.
	warm := gocv.IMRead(pairs[0], gocv.IMReadColor)
	if !warm.Empty() {
		det.Detect(warm)
	}
	warm.Close()
	var out []SceneResult
	for i, img := range pairs {
		b, err := os.ReadFile(strings.TrimSuffix(img, filepath.Ext(img)) + ".json")
		if err != nil {
			return out, err
		}
		var truth SceneTruth
		if err := json.Unmarshal(b, &truth); err != nil {
			return out, fmt.Errorf("vision: %s: %w", img, err)
		}
		frame, err := readEvalImage(img, cfg.JPEG)
		if err != nil {
			return out, err
		}
		obs, err := det.Detect(frame)
		times := []time.Duration{obs.Elapsed}
		for k := 1; k < repeat && err == nil; k++ {
			var again Observation
			again, err = det.Detect(frame)
			times = append(times, again.Elapsed)
		}
		frame.Close()
		if err != nil {
			return out, fmt.Errorf("vision: %s: %w", img, err)
		}
		first := times[0]
		slices.Sort(times)
		hidden, err := truth.hidden()
		if err != nil {
			return out, fmt.Errorf("vision: %s: %w", img, err)
		}
		got := TopStrings(obs.Tops())
		e, rev := compareTops(truth.Tops, got, hidden)
		said := slices.Contains(got, "?") || len(obs.Occluded) > 0
		misread := e.misread()
		if m, ok := truth.misreadAt(obs); ok {
			misread = m
		}
		out = append(out, SceneResult{Name: filepath.Base(img), Want: truth.Tops, Got: got, Wrong: e.wrong, Unreadable: e.said, Misread: misread, Said: said, Hidden: count(hidden), Reversed: rev, Size: obs.Size, Elapsed: times[len(times)/2], First: first})
		if cfg.Progress != nil {
			cfg.Progress(i+1, len(pairs))
		}
	}
	return out, nil
}

// readEvalImage reads img, through a JPEG of quality q in memory if q
// is above 0. On an error there is no Mat to close.
func readEvalImage(img string, q int) (gocv.Mat, error) {
	frame := gocv.IMRead(img, gocv.IMReadColor)
	if frame.Empty() {
		frame.Close()
		return gocv.Mat{}, fmt.Errorf("vision: cannot read image %s", img)
	}
	if q == 0 {
		return frame, nil
	}
	defer frame.Close()
	buf, err := gocv.IMEncodeWithParams(gocv.JPEGFileExt, frame, []int{gocv.IMWriteJpegQuality, q})
	if err != nil {
		return gocv.Mat{}, fmt.Errorf("vision: %s: compressing to JPEG: %w", img, err)
	}
	defer buf.Close()
	dec, err := gocv.IMDecode(buf.GetBytes(), gocv.IMReadColor)
	if err == nil && dec.Empty() {
		err = fmt.Errorf("decoded empty")
	}
	if err != nil {
		dec.Close()
		return gocv.Mat{}, fmt.Errorf("vision: %s: decoding its JPEG: %w", img, err)
	}
	return dec, nil
}

// misreadAt counts the stacks obs reads as a scale (not unreadable)
// that are not the scale of the truth's stack whose top face's centre
// lies nearest, or that lie farther than a scale's radius from every
// such centre: a scale read where no stack is. Not ok where the truth
// gives no centres. By place, not by order: in the order, a hand's run
// of pieces said unreadable shifts the alignment, and a stack read right
// beyond it was counted a misread (a POV-Ray render, seed 1924: a B1
// read right, in its place, beyond fifteen "?").
func (t SceneTruth) misreadAt(obs Observation) (int, bool) {
	if len(t.Centers) == 0 || len(t.Centers) != len(t.Tops) {
		return 0, false
	}
	n := 0
	for _, s := range obs.Stacks {
		if s.Top == rules.NoScale {
			continue
		}
		best, at := math.Inf(1), -1
		for i, c := range t.Centers {
			if d := math.Hypot(float64(s.Center.X)-c[0], float64(s.Center.Y)-c[1]); d < best {
				best, at = d, i
			}
		}
		if best > obs.TileRadius || t.Tops[at] != s.Top.String() {
			n++
		}
	}
	return n, true
}

// count is how many of bs are true.
func count(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
