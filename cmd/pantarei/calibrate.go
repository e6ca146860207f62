package main

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/vision"
	"github.com/spf13/cobra"
	"gocv.io/x/gocv"
)

func newCalibrateCmd() *cobra.Command {
	var (
		board, points, rect, out, annotate string
		square, fps                        float64
		setup                              bool
		maxFrames                          int
	)
	cmd := &cobra.Command{
		Use:   "calibrate [flags] SOURCE...",
		Short: "Learn the table plane and the set's appearance from a camera, video or pictures",
		Long: `calibrate makes the calibration file that detect and referee read with
--calibration (or the vision.calibration configuration key).

The table plane, so that a camera looking at the table from the side is
read as if from above; give one of:
  --chessboard COLSxROWS  a printed chessboard lying flat on the table, with
                          COLSxROWS inner corners and --square mm squares
  --points X,Y,X,Y,X,Y,X,Y  the four corners, in order round it, of a
                          rectangle lying on the table (a sheet of paper),
                          of --rect WxH mm (default A4: 297x210)
Without either, no plane: the camera must look down on the table.

The appearance (unless --setup=false): the set-up snake of 19 single scales
laid out under the camera. Its make-up is known (9 black and 9 white, three
of each value, one neutral), so what does not fit is reported with the
scale to check, e.g. "8 black, 10 white, 1 neutral: check the scale at
position 4" (positions count from the snake's left end).

SOURCE is anything referee reads: pictures, a video, a folder of frames, a
camera index. Several are read in order: first the board, then the set-up.
The file is written only when everything asked for was found; an annotated
picture shows what was seen.`,
		Example: `  pantarei calibrate --chessboard 9x6 --square 25 board.jpg setup.jpg
  pantarei calibrate --points 212,80,1040,95,1100,640,160,610 --rect 297x210 setup.png
  pantarei calibrate --chessboard 9x6 --square 25 --out club.json 0`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c := calibrator{out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr(), setup: setup, maxFrames: maxFrames, picture: gocv.NewMat()}
			defer func() { c.picture.Close() }()
			switch {
			case board != "" && points != "":
				return errors.New("give --chessboard or --points, not both")
			case board != "":
				cols, rows, err := parseSize(board, "--chessboard")
				if err != nil {
					return err
				}
				c.cols, c.rows, c.square = int(cols), int(rows), square
				if cols != math.Trunc(cols) || rows != math.Trunc(rows) || cols < 3 || rows < 3 {
					return fmt.Errorf("--chessboard %s: want whole numbers of inner corners, at least 3x3 (a board of 10x7 squares has 9x6)", board)
				}
				if !(square > 0) {
					return fmt.Errorf("--square %v: want the side of a square in mm", square)
				}
			case points != "":
				pts, err := parsePoints(points)
				if err != nil {
					return err
				}
				w, h, err := parseSize(rect, "--rect")
				if err != nil {
					return err
				}
				c.points, c.rectW, c.rectH = &pts, w, h
			case !setup:
				return errors.New("nothing to calibrate: give --chessboard or --points, or leave --setup on")
			}
			if annotate == "" {
				annotate = strings.TrimSuffix(out, filepath.Ext(out)) + ".png"
			}
			cal, err := c.run(args, fps)
			if err != nil {
				return err
			}
			cal.Source = strings.Join(args, " ")
			cal.Made = time.Now().UTC().Truncate(time.Second)
			if err := cal.Save(out); err != nil {
				return err
			}
			if !c.picture.Empty() {
				if !gocv.IMWrite(annotate, c.picture) {
					fmt.Fprintf(c.errOut, "pantarei: cannot write %s\n", annotate)
				} else {
					fmt.Fprintf(c.out, "Annotated picture: %s\n", annotate)
				}
			}
			fmt.Fprintf(c.out, "Calibration written to %s. Use it with --calibration %s, or set vision.calibration.\n", out, out)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&board, "chessboard", "", "inner corners of a chessboard on the table, COLSxROWS (e.g. 9x6)")
	f.Float64Var(&square, "square", 25, "side of a chessboard square, mm")
	f.StringVar(&points, "points", "", "four corners of a rectangle on the table, X,Y,X,Y,X,Y,X,Y in frame pixels, in order round it")
	f.StringVar(&rect, "rect", "297x210", "size of the --points rectangle, WxH mm")
	f.BoolVar(&setup, "setup", true, "learn the appearance from the set-up snake")
	f.StringVar(&out, "out", "pantarei-calibration.json", "calibration file to write")
	f.StringVar(&annotate, "annotate", "", "annotated picture to write (default: the --out name with .png)")
	f.Float64Var(&fps, "fps", 10, "frame rate of a folder of frames")
	f.IntVar(&maxFrames, "max-frames", 3000, "give up after this many frames of a camera or video")
	return cmd
}

// calibrator reads frames until it has what was asked for.
type calibrator struct {
	out, errOut        io.Writer
	cols, rows         int
	square             float64
	points             *[4][2]float64
	rectW, rectH       float64
	setup              bool
	maxFrames          int
	picture            gocv.Mat // the annotated picture; empty until something was found
	lastSetupComplaint string

	cal    *calibration.Calibration // nil until the first frame
	det    *vision.Detector
	gate   *vision.MotionGate
	frame  gocv.Mat
	frames int // read so far, over all sources
}

func (c *calibrator) wantPlane() bool { return c.cols > 0 || c.points != nil }

// complete reports whether everything asked for was found.
func (c *calibrator) complete() bool {
	return c.cal != nil && (!c.wantPlane() || c.cal.Plane != nil) && (!c.setup || c.cal.Appearance != nil)
}

func (c *calibrator) run(sources []string, fps float64) (*calibration.Calibration, error) {
	c.det = vision.NewDetector(vision.DefaultOptions())
	defer c.det.Close()
	c.gate = vision.NewMotionGate(2)
	defer c.gate.Close()
	c.frame = gocv.NewMat()
	defer c.frame.Close()
	for _, spec := range sources {
		if err := c.readSource(spec, fps); err != nil {
			return nil, err
		}
		if c.complete() {
			return c.cal, nil
		}
	}
	return nil, c.notFound("the sources ended")
}

// readSource reads one source until the calibration is complete or the
// source ends.
func (c *calibrator) readSource(spec string, fps float64) error {
	src, err := vision.OpenSource(spec, fps)
	if err != nil {
		return err
	}
	defer src.Close()
	c.gate.Reset()
	still := src.Len() == 1 // a single picture needs no settling
	for n := 1; !c.complete(); n++ {
		if _, err := src.Read(&c.frame); errors.Is(err, io.EOF) {
			return nil
		} else if err != nil {
			return fmt.Errorf("%s: %w", spec, err)
		}
		c.frames++
		if c.frames > c.maxFrames {
			return c.notFound(fmt.Sprintf("gave up after %d frames", c.maxFrames))
		}
		if err := c.take(spec, n, still); err != nil {
			return err
		}
	}
	return nil
}

// take looks in frame n of spec for what is still missing.
func (c *calibrator) take(spec string, n int, still bool) error {
	size := calibration.Size{W: c.frame.Cols(), H: c.frame.Rows()}
	if c.cal == nil {
		c.cal = &calibration.Calibration{Version: calibration.Version, Frame: size}
	} else if size != c.cal.Frame {
		return fmt.Errorf("%s: frames of %v after frames of %v: calibrate from one camera mode", spec, size, c.cal.Frame)
	}
	if c.wantPlane() && c.cal.Plane == nil {
		p, err := c.findPlane(c.frame)
		if err != nil {
			return fmt.Errorf("%s: %w", spec, err)
		}
		if p != nil {
			c.cal.Plane = p
			fmt.Fprintf(c.out, "Table plane from %s (%s, frame %d): %.2f mm a pixel, rectified %v.\n", spec, p.Method, n, p.MMPerPixel, p.Out)
			c.setPicture(vision.Observation{})
			if err := c.det.Calibrate(c.cal); err != nil {
				return err
			}
		}
		if c.cols > 0 {
			return nil // the board's frame holds no set-up
		}
	}
	if !c.setup || c.cal.Appearance != nil {
		return nil
	}
	if !still {
		settled, _, err := c.gate.Update(c.frame)
		if err != nil || !settled {
			return err
		}
	}
	obs, err := c.det.Detect(c.frame)
	if err != nil {
		return err
	}
	obs.HeadLeft()
	a, err := calibration.Learn(vision.SetupSamples(obs), obs.TileRadius)
	if err != nil {
		if msg := err.Error(); msg != c.lastSetupComplaint {
			fmt.Fprintf(c.errOut, "%s, frame %d: set-up: %s\n", spec, n, msg)
			c.lastSetupComplaint = msg
		}
		c.setPicture(obs)
		return nil
	}
	c.cal.Appearance = a
	fmt.Fprintf(c.out, "Set-up from %s (frame %d): 19 scales, the make-up of a full box; scale radius %.1f px, neutral %.0f yellower than white.\n", spec, n, a.TileRadius, a.Gold())
	c.setPicture(obs)
	return nil
}

func (c *calibrator) notFound(why string) error {
	var missing []string
	if c.wantPlane() && (c.cal == nil || c.cal.Plane == nil) {
		if c.cols > 0 {
			missing = append(missing, fmt.Sprintf("no %dx%d chessboard seen (count the inner corners, where four squares meet; lay the board flat and whole in view)", c.cols, c.rows))
		} else {
			missing = append(missing, "no frame to place the points on")
		}
	}
	if c.setup && (c.cal == nil || c.cal.Appearance == nil) {
		m := "no set-up snake seen"
		if c.lastSetupComplaint != "" {
			m = "no set-up fitted a box; last seen: " + c.lastSetupComplaint
		}
		missing = append(missing, m)
	}
	return fmt.Errorf("calibrate: %s: %s; nothing written", why, strings.Join(missing, "; "))
}

func (c *calibrator) findPlane(frame gocv.Mat) (*calibration.Plane, error) {
	size := calibration.Size{W: frame.Cols(), H: frame.Rows()}
	if c.points != nil {
		return calibration.FromPoints(*c.points, c.rectW, c.rectH, size)
	}
	return calibration.FromChessboard(frame, c.cols, c.rows, c.square)
}

// setPicture keeps the frame with what was found drawn on it: the plane's
// reference points and, when given, the stacks read.
func (c *calibrator) setPicture(obs vision.Observation) {
	c.picture.Close()
	c.picture = c.frame.Clone()
	thick := max(1, c.frame.Cols()/640)
	if c.cal.Plane != nil && len(c.cal.Plane.Marks) == 4 {
		pts := make([]image.Point, 4)
		for i, m := range c.cal.Plane.Marks {
			pts[i] = image.Pt(int(m[0]), int(m[1]))
		}
		pv := gocv.NewPointsVectorFromPoints([][]image.Point{pts})
		gocv.Polylines(&c.picture, pv, true, color.RGBA{255, 0, 255, 255}, thick)
		pv.Close()
	}
	vision.Annotate(&c.picture, obs)
}

// parseSize reads "WxH".
func parseSize(s, flag string) (float64, float64, error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	h, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err1 != nil || err2 != nil || !(w > 0) || !(h > 0) {
		return 0, 0, fmt.Errorf("%s %q: want WIDTHxHEIGHT, e.g. 9x6", flag, s)
	}
	return w, h, nil
}

// parsePoints reads "X,Y,X,Y,X,Y,X,Y".
func parsePoints(s string) ([4][2]float64, error) {
	var pts [4][2]float64
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
	if len(fields) != 8 {
		return pts, fmt.Errorf("--points %q: want eight numbers, X,Y for each of four corners", s)
	}
	for i, f := range fields {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || v < 0 {
			return pts, fmt.Errorf("--points: %q is not a pixel coordinate", f)
		}
		pts[i/2][i%2] = v
	}
	return pts, nil
}

// detectorFor returns a detector using the calibration file at path (none
// when empty). The caller closes it.
func detectorFor(path string) (*vision.Detector, error) {
	det := vision.NewDetector(vision.DefaultOptions())
	if path == "" {
		return det, nil
	}
	cal, err := calibration.Load(path)
	if err == nil {
		err = det.Calibrate(cal)
	}
	if err != nil {
		det.Close()
		return nil, err
	}
	return det, nil
}
