package vision

import (
	"fmt"
	"image"
	"image/color"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

var (
	annGood    = color.RGBA{40, 220, 40, 255}
	annUnsure  = color.RGBA{255, 160, 0, 255}
	annBad     = color.RGBA{255, 40, 40, 255}
	annPath    = color.RGBA{0, 200, 255, 255}
	annOcclude = color.RGBA{255, 0, 255, 255}
)

// Annotate draws an observation onto img: each stack's outline coloured by
// confidence, its label and place in the order, the path of the snake
// from head to tail, and occluded regions crossed out.
func Annotate(img *gocv.Mat, obs Observation) {
	thick := max(1, img.Cols()/640)
	fs := 0.4 * float64(thick)
	for i := 1; i < len(obs.Stacks); i++ {
		gocv.Line(img, obs.Stacks[i-1].Center, obs.Stacks[i].Center, annPath, thick)
	}
	for i, s := range obs.Stacks {
		c := annGood
		label := fmt.Sprintf("%d:%s", i+1, s.Top)
		switch {
		case s.Top == rules.NoScale:
			c, label = annBad, fmt.Sprintf("%d:?", i+1)
		case s.Confidence < 0.75:
			c = annUnsure
		}
		if len(s.Outline) >= 3 {
			pv := gocv.NewPointsVectorFromPoints([][]image.Point{s.Outline})
			gocv.Polylines(img, pv, true, c, thick)
			pv.Close()
		}
		gocv.Circle(img, s.Center, 2*thick, c, -1)
		org := image.Pt(s.Bounds.Min.X, s.Bounds.Min.Y-4*thick)
		gocv.PutText(img, label, org.Add(image.Pt(1, 1)), gocv.FontHersheySimplex, fs, color.RGBA{0, 0, 0, 255}, thick+1)
		gocv.PutText(img, label, org, gocv.FontHersheySimplex, fs, c, thick)
	}
	for _, r := range obs.Occluded {
		gocv.Rectangle(img, r, annOcclude, thick)
		gocv.Line(img, r.Min, r.Max, annOcclude, thick)
		gocv.Line(img, image.Pt(r.Max.X, r.Min.Y), image.Pt(r.Min.X, r.Max.Y), annOcclude, thick)
	}
	if len(obs.Stacks) > 0 {
		gocv.PutText(img, "head", obs.Stacks[0].Center.Add(image.Pt(-10*thick, 18*thick)), gocv.FontHersheySimplex, fs, annPath, thick)
	}
}

// DebugMask returns the working-size foreground mask of the last Detect,
// for looking at what was taken for scales. The caller closes it.
func (d *Detector) DebugMask() gocv.Mat { return d.clean.Clone() }
