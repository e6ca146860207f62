package calibration

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"

	"gocv.io/x/gocv"
)

// Plane maps the camera's frame onto the table seen from straight above.
type Plane struct {
	Method string `json:"method"` // how it was found, for people
	// H maps a frame pixel to a rectified pixel.
	H Homography `json:"homography"`
	// Out is the size of the rectified picture: the whole frame fits.
	Out Size `json:"rectified"`
	// MMPerPixel is the table's scale in the rectified picture.
	MMPerPixel float64 `json:"mm_per_pixel"`
	// Marks are the reference points in the frame (the board's corners or
	// the points given), drawn on the annotated picture.
	Marks [][2]float64 `json:"marks,omitempty"`
}

func (p *Plane) validate() error {
	if p.Out.W < 16 || p.Out.H < 16 {
		return fmt.Errorf("plane: rectified size %v is too small", p.Out)
	}
	if _, ok := p.H.Inverse(); !ok {
		return errors.New("plane: the homography is singular")
	}
	if !(p.MMPerPixel > 0) {
		return errors.New("plane: mm_per_pixel must be above 0")
	}
	return nil
}

// Rectify warps a frame to the view from above. Beyond the frame's edges
// the picture is continued from its border, so that the detector sees
// table there rather than a black band that would read as a black scale.
func (p *Plane) Rectify(frame gocv.Mat, dst *gocv.Mat) {
	Warp(frame, dst, p.H, image.Pt(p.Out.W, p.Out.H))
}

// Warp makes dst, of the given size, from src through h (src pixels to
// dst pixels), continuing src from its border as Rectify does.
func Warp(src gocv.Mat, dst *gocv.Mat, h Homography, size image.Point) {
	m := h.Mat()
	defer m.Close()
	gocv.WarpPerspectiveWithParams(src, dst, m, size, gocv.InterpolationLinear, gocv.BorderReplicate, color.RGBA{})
}

func (p Plane) scaled(fx, fy float64) Plane {
	// Frame pixels shrink by (fx, fy); the rectified picture keeps its
	// ratio to the frame, so it scales by fx.
	s := Homography{fx, 0, 0, 0, fx, 0, 0, 0, 1}
	in := Homography{1 / fx, 0, 0, 0, 1 / fy, 0, 0, 0, 1}
	p.H = s.Mul(p.H.Mul(in))
	p.Out = Size{int(math.Round(float64(p.Out.W) * fx)), int(math.Round(float64(p.Out.H) * fx))}
	p.MMPerPixel /= fx
	marks := make([][2]float64, len(p.Marks))
	for i, m := range p.Marks {
		marks[i] = [2]float64{m[0] * fx, m[1] * fy}
	}
	p.Marks = marks
	return p
}

// FromPoints makes a plane from the four corners of a rectangle lying on
// the table, seen in the frame (any order around the rectangle, starting
// anywhere), whose real size is wMM × hMM: a sheet of A4 is 297 × 210.
func FromPoints(pts [4][2]float64, wMM, hMM float64, frame Size) (*Plane, error) {
	if !(wMM > 0 && hMM > 0) {
		return nil, fmt.Errorf("plane: the rectangle's size %v × %v mm must be above 0", wMM, hMM)
	}
	for _, q := range pts {
		if q[0] < 0 || q[1] < 0 || q[0] >= float64(frame.W) || q[1] >= float64(frame.H) {
			return nil, fmt.Errorf("plane: point (%.0f,%.0f) lies outside the %v frame", q[0], q[1], frame)
		}
	}
	spread := quadArea([][2]float64{pts[0], pts[1], pts[2]}) + quadArea([][2]float64{pts[0], pts[2], pts[3]})
	if spread < 0.0005*float64(frame.W*frame.H) {
		return nil, errors.New("plane: the four points enclose almost no area (three in a line, or repeated)")
	}
	if !convex(pts) {
		return nil, errors.New("plane: the four points must go round the rectangle in order (they cross)")
	}
	hmm := Between(pts, [4][2]float64{{0, 0}, {wMM, 0}, {wMM, hMM}, {0, hMM}})
	p, err := fit(hmm, frame)
	if err != nil {
		return nil, err
	}
	p.Method = fmt.Sprintf("four points, %g × %g mm", wMM, hMM)
	for _, q := range pts {
		p.Marks = append(p.Marks, q)
	}
	return p, nil
}

// FromChessboard finds a printed chessboard lying flat on the table:
// cols × rows inner corners, squares of squareMM. It returns nil and no
// error when no board is in sight.
func FromChessboard(frame gocv.Mat, cols, rows int, squareMM float64) (*Plane, error) {
	if cols < 3 || rows < 3 {
		return nil, fmt.Errorf("plane: a chessboard of %dx%d inner corners is too small (at least 3x3)", cols, rows)
	}
	if !(squareMM > 0) {
		return nil, fmt.Errorf("plane: square size %v mm must be above 0", squareMM)
	}
	gray := gocv.NewMat()
	defer gray.Close()
	gocv.CvtColor(frame, &gray, gocv.ColorBGRToGray)
	corners := gocv.NewMat()
	defer corners.Close()
	if !gocv.FindChessboardCorners(gray, image.Pt(cols, rows), &corners, gocv.CalibCBAdaptiveThresh|gocv.CalibCBNormalizeImage) {
		return nil, nil
	}
	gocv.CornerSubPix(gray, &corners, image.Pt(5, 5), image.Pt(-1, -1), gocv.NewTermCriteria(gocv.Count|gocv.EPS, 30, 0.01))
	n := corners.Rows() * corners.Cols()
	if n != cols*rows {
		return nil, fmt.Errorf("plane: found %d corners, want %d", n, cols*rows)
	}
	board := gocv.NewMatWithSize(n, 1, gocv.MatTypeCV32FC2)
	defer board.Close()
	marks := make([][2]float64, 0, 4)
	for i := 0; i < n; i++ {
		board.SetFloatAt(i, 0, float32(float64(i%cols)*squareMM))
		board.SetFloatAt(i, 1, float32(float64(i/cols)*squareMM))
	}
	for _, i := range []int{0, cols - 1, n - 1, n - cols} {
		marks = append(marks, [2]float64{float64(corners.GetFloatAt(i, 0)), float64(corners.GetFloatAt(i, 1))})
	}
	mask := gocv.NewMat()
	defer mask.Close()
	m := gocv.FindHomography(corners, &board, 0, 3, &mask, 2000, 0.995)
	defer m.Close()
	if m.Empty() {
		return nil, errors.New("plane: the board's corners give no homography")
	}
	p, err := fit(FromMat(m), Size{frame.Cols(), frame.Rows()})
	if err != nil {
		return nil, err
	}
	p.Method = fmt.Sprintf("chessboard %dx%d, %g mm squares", cols, rows, squareMM)
	p.Marks = marks
	return p, nil
}

// fit turns a homography from frame pixels to table millimetres into a
// Plane: turned so that the frame's x axis stays left to right, not
// mirrored, scaled so the rectified picture has about the frame's pixel
// count, and shifted so the whole frame lands in it.
func fit(hmm Homography, frame Size) (*Plane, error) {
	W, H := float64(frame.W), float64(frame.H)
	corners := [4][2]float64{{0, 0}, {W, 0}, {W, H}, {0, H}}
	for _, c := range corners {
		if w := hmm[6]*c[0] + hmm[7]*c[1] + hmm[8]; w == 0 || math.Signbit(w) != math.Signbit(hmm[6]*W/2+hmm[7]*H/2+hmm[8]) {
			return nil, errors.New("plane: the frame reaches the horizon; the camera must look down on the table (at most about 60° off vertical)")
		}
	}
	// Direction of the frame's x and y axes at its centre, on the table.
	cx, cy := hmm.Apply(W/2, H/2)
	xx, xy := hmm.Apply(W/2+1, H/2)
	yx, yy := hmm.Apply(W/2, H/2+1)
	ux, uy := xx-cx, xy-cy
	vx, vy := yx-cx, yy-cy
	ang := math.Atan2(uy, ux)
	rot := Homography{math.Cos(-ang), -math.Sin(-ang), 0, math.Sin(-ang), math.Cos(-ang), 0, 0, 0, 1}
	if ux*vy-uy*vx < 0 { // mirrored: flip y after turning
		rot = Homography{1, 0, 0, 0, -1, 0, 0, 0, 1}.Mul(rot)
	}
	h := rot.Mul(hmm)
	var pts [4][2]float64
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, c := range corners {
		x, y := h.Apply(c[0], c[1])
		pts[i] = [2]float64{x, y}
		minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
	}
	area := quadArea(pts[:])
	if !(area > 0) {
		return nil, errors.New("plane: degenerate view of the table")
	}
	// Pixels per millimetre: the frame's pixel count over the table area
	// it shows, so the rectified picture keeps the frame's resolution on
	// average. Its bounding box is capped at three times the frame, which
	// a steep view would exceed at its far edge.
	s := math.Sqrt(W * H / area)
	if bw, bh := (maxX-minX)*s, (maxY-minY)*s; bw*bh > 3*W*H {
		s *= math.Sqrt(3 * W * H / (bw * bh))
	}
	shift := Homography{s, 0, -minX * s, 0, s, -minY * s, 0, 0, 1}
	p := &Plane{
		H:          shift.Mul(h).normalized(),
		Out:        Size{int(math.Ceil((maxX - minX) * s)), int(math.Ceil((maxY - minY) * s))},
		MMPerPixel: 1 / s,
	}
	return p, p.validate()
}

// quadArea is the area of a polygon (shoelace), always positive.
func quadArea(pts [][2]float64) float64 {
	s := 0.0
	for i := range pts {
		j := (i + 1) % len(pts)
		s += pts[i][0]*pts[j][1] - pts[j][0]*pts[i][1]
	}
	return math.Abs(s) / 2
}

// convex reports whether four points go round a convex quadrilateral.
func convex(p [4][2]float64) bool {
	sign := 0
	for i := 0; i < 4; i++ {
		a, b, c := p[i], p[(i+1)%4], p[(i+2)%4]
		z := (b[0]-a[0])*(c[1]-b[1]) - (b[1]-a[1])*(c[0]-b[0])
		s := 1
		if z < 0 {
			s = -1
		}
		if z == 0 || (sign != 0 && s != sign) {
			return false
		}
		sign = s
	}
	return true
}
