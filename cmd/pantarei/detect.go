package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pantarei/pantarei/vision"
	"github.com/spf13/cobra"
	"gocv.io/x/gocv"
)

func newDetectCmd() *cobra.Command {
	var asJSON bool
	var annotateDir, debugDir string
	cmd := &cobra.Command{
		Use:   "detect [--json] [--annotate DIR] [--calibration FILE] IMAGE...",
		Short: "Read the stacks in photographs of the table",
		Long: `detect reads each IMAGE and prints, per image, one JSON object a line (with
--json) or a short text: "tops", the visible top of each stack from head to
tail ("?" where it could not be read), and "stacks", each stack's centre in
pixels, its confidence and outline. --annotate DIR writes each image with
outlines, labels and the order drawn on it. --calibration FILE (or the
vision.calibration configuration key) reads with what pantarei calibrate
learned: a camera looking at the table from the side is rectified first.`,
		Example: `  pantarei detect --json table.jpg
  pantarei detect --annotate /tmp/seen photos/*.jpg`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if annotateDir != "" {
				if err := os.MkdirAll(annotateDir, 0o755); err != nil {
					return err
				}
			}
			cfg, err := loadConfig(cmd, map[string]string{"vision.calibration": "calibration"})
			if err != nil {
				return err
			}
			det, err := detectorFor(cfg.Vision.Calibration)
			if err != nil {
				return err
			}
			defer det.Close()
			out := cmd.OutOrStdout()
			failed := 0
			for _, path := range args {
				img, err := readImage(path)
				if err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "pantarei: %v\n", err)
					failed++
					continue
				}
				obs, err := det.Detect(img)
				if err != nil {
					img.Close()
					fmt.Fprintf(cmd.ErrOrStderr(), "pantarei: %s: %v\n", path, err)
					failed++
					continue
				}
				if asJSON {
					b, _ := json.Marshal(detectJSON(path, obs))
					fmt.Fprintln(out, string(b))
				} else {
					fmt.Fprintf(out, "%s: %d stacks: %s\n", path, len(obs.Stacks), strings.Join(vision.TopStrings(obs.Tops()), " "))
					for i, s := range obs.Stacks {
						if s.Why != "" {
							fmt.Fprintf(out, "  stack %d at (%d,%d): %s\n", i+1, s.Center.X, s.Center.Y, s.Why)
						}
					}
					// A stack under a hand is left out of the tops, not
					// said unread: without this line a reader of the
					// text would take the stacks shown for all there are.
					for _, o := range obs.Occluded {
						fmt.Fprintf(out, "  under a hand at (%d,%d)-(%d,%d): stacks there are not read\n", o.Min.X, o.Min.Y, o.Max.X, o.Max.Y)
					}
				}
				if annotateDir != "" {
					vision.Annotate(&img, obs)
					name := filepath.Join(annotateDir, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+".png")
					if !gocv.IMWrite(name, img) {
						fmt.Fprintf(cmd.ErrOrStderr(), "pantarei: cannot write %s\n", name)
					}
				}
				if debugDir != "" {
					m := det.DebugMask()
					gocv.IMWrite(filepath.Join(debugDir, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+"-mask.png"), m)
					m.Close()
				}
				img.Close()
			}
			if failed > 0 {
				return exitError{code: 1}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "one JSON object a line")
	cmd.Flags().StringVar(&annotateDir, "annotate", "", "write annotated copies of the images to this folder")
	cmd.Flags().String("calibration", "", "calibration file from pantarei calibrate")
	cmd.Flags().StringVar(&debugDir, "debug-masks", "", "write the foreground masks to this folder (for tuning)")
	cmd.Flags().MarkHidden("debug-masks")
	return cmd
}

type stackJSON struct {
	Top        string   `json:"top"`
	Center     [2]int   `json:"center"`
	Confidence float64  `json:"confidence"`
	Marks      int      `json:"marks"`
	Outline    [][2]int `json:"outline"`
	Why        string   `json:"why,omitempty"`
}

type detectResultJSON struct {
	Image    string      `json:"image"`
	Tops     []string    `json:"tops"`
	Stacks   []stackJSON `json:"stacks"`
	Occluded [][4]int    `json:"occluded"`
	Width    int         `json:"width"`
	Height   int         `json:"height"`
	Millis   float64     `json:"ms"`
}

func detectJSON(path string, obs vision.Observation) detectResultJSON {
	r := detectResultJSON{Image: path, Tops: vision.TopStrings(obs.Tops()), Stacks: []stackJSON{}, Occluded: [][4]int{}, Width: obs.Size.X, Height: obs.Size.Y, Millis: ms(obs.Elapsed)}
	for i, s := range obs.Stacks {
		sj := stackJSON{Top: r.Tops[i], Center: pt(s.Center), Confidence: round2(s.Confidence), Marks: s.Marks, Why: s.Why}
		for _, p := range s.Outline {
			sj.Outline = append(sj.Outline, pt(p))
		}
		r.Stacks = append(r.Stacks, sj)
	}
	for _, o := range obs.Occluded {
		r.Occluded = append(r.Occluded, [4]int{o.Min.X, o.Min.Y, o.Max.X, o.Max.Y})
	}
	return r
}

func pt(p image.Point) [2]int { return [2]int{p.X, p.Y} }

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }

// readImage reads a picture in colour. A path that is not there, or not a
// file, is said so before OpenCV is asked, which would only warn on its
// own and say nothing of why.
func readImage(path string) (gocv.Mat, error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return gocv.Mat{}, fmt.Errorf("%s: no such file", path)
	case err != nil:
		return gocv.Mat{}, err
	case st.IsDir():
		return gocv.Mat{}, fmt.Errorf("%s: a folder, not an image", path)
	}
	img := gocv.IMRead(path, gocv.IMReadColor)
	if img.Empty() {
		img.Close()
		return gocv.Mat{}, fmt.Errorf("%s: not a readable image", path)
	}
	return img, nil
}
