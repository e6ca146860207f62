package main

import (
	"fmt"
	"image"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/pantarei/pantarei/vision"
	"github.com/spf13/cobra"
)

func newEvalCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "eval",
		Short: "Measure the vision pipeline's accuracy and speed",
	}
	var verbose bool
	var repeat, jpeg int
	scenes := &cobra.Command{
		Use:   "scenes DIR",
		Short: "Run detection over NAME.png + NAME.json pairs and report accuracy and timing",
		Long: `eval scenes reads every image in DIR that has a NAME.json beside it holding
"tops" (the visible top of each stack, head to tail), detects the stacks,
and prints each frame's result, then the share of frames read entirely
right (every top and the order), the frames read wrong without a stack
said unreadable or a region said hidden ("NOT SAID": the referee would
trust them), the stacks wrong and how many of them were said unreadable,
the stacks misread (read as a scale they are not, or read where no stack
is) against the issue's target of 1 in 1000, and for each frame size the
median and worst detection time next to the issue's targets (15 ms at
1280x720, 35 ms at 1920x1080, on one core).

Where NAME.json also holds "occluded_frac" (how much of each stack a hand
hides, as "tops"), a stack a hand hides at all may be said unreadable or
left out without counting as wrong; read as another scale, it is wrong.
The frames right are then also given apart for the frames where a hand
hides a stack and those where none does.

Each frame is detected --repeat times in a row and timed by the median,
as a camera on a still table would show it; the median of the first
detections, which pay for a change of frame size, is printed too. Run it
pinned to one core (taskset -c 1) to compare with the targets.

With --jpeg Q, each image is compressed to a JPEG of quality Q in memory
before detection, as a phone or a network stream sends its frames: a
folder of lossless renders measures the detector on compressed frames
too, with no copies on disk. The results name the original files.`,
		Example: `  pantarei eval scenes ../shared/scenes
  taskset -c 1 pantarei eval scenes --repeat 5 ../shared/scenes
  pantarei eval scenes --verbose testdata/scenes
  pantarei eval scenes --jpeg 80 ../shared/scenes`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if repeat < 1 {
				return fmt.Errorf("--repeat %d: want at least 1", repeat)
			}
			if jpeg < 0 || jpeg > 100 {
				return fmt.Errorf("--jpeg %d: want a quality from 1 to 100, or 0 for none", jpeg)
			}
			var prog *progress
			res, err := vision.EvalScenes(args[0], vision.DefaultOptions(), vision.EvalConfig{Repeat: repeat, JPEG: jpeg, Progress: func(done, total int) {
				if prog == nil {
					prog = newProgress(cmd.ErrOrStderr(), total, false)
				}
				prog.update(done)
			}})
			if prog != nil {
				prog.done(len(res))
			}
			if err != nil {
				return err
			}
			if jpeg > 0 {
				fmt.Fprintf(out, "each image compressed to JPEG quality %d before detection\n", jpeg)
			}
			var framesRight, silent, stacks, wrong, unread, misread, hidden int
			// Frames where a hand hides a stack, and where none does,
			// apart: hands are where the detector fails most, and a
			// folder's mix of the two moves its total.
			var handFrames, handRight int
			for _, r := range res {
				if r.Hidden > 0 {
					handFrames++
				}
				status := "ok"
				if !r.FrameRight() {
					status = fmt.Sprintf("WRONG %d", r.Errors())
				} else {
					framesRight++
					if r.Hidden > 0 {
						handRight++
					}
				}
				stacks += len(r.Want)
				wrong += r.Errors()
				unread += r.Unreadable
				misread += r.Misread
				hidden += r.Hidden
				line := fmt.Sprintf("%-16s %-8s %6.1fms  %d stacks", r.Name, status, ms(r.Elapsed), len(r.Want))
				if r.Hidden > 0 {
					line += fmt.Sprintf(", %d under a hand", r.Hidden)
				}
				if r.Misread > 0 {
					// The frames to look at first: a referee trusts these.
					line += fmt.Sprintf(", %d misread", r.Misread)
				}
				if r.Silent() {
					silent++
					line += ", NOT SAID: nothing said unreadable"
				}
				fmt.Fprintln(out, line)
				if verbose || !r.FrameRight() {
					fmt.Fprintf(out, "    want %s\n    got  %s\n", strings.Join(r.Want, " "), strings.Join(r.Got, " "))
				}
			}
			fmt.Fprintf(out, "frames right: %d/%d (%.1f%%)\n", framesRight, len(res), pct(framesRight, len(res)))
			fmt.Fprintf(out, "frames wrong without saying so: %d\n", silent)
			fmt.Fprintf(out, "stacks wrong: %d/%d (%.2f%%), of which unreadable (said so): %d\n", wrong, stacks, pct(wrong, stacks), unread)
			verdict := "within"
			if misread*1000 > stacks {
				verdict = "OVER"
			}
			fmt.Fprintf(out, "stacks misread (read as a scale they are not, or where none is): %d/%d (%.1f per 1000); target at most 1 per 1000: %s\n",
				misread, stacks, 1000*float64(misread)/float64(max(1, stacks)), verdict)
			if hidden > 0 {
				fmt.Fprintf(out, "stacks under a hand (occluded_frac above 0): %d; said unreadable or left out, they are no error\n", hidden)
				fmt.Fprintf(out, "frames right where a hand hides a stack: %d/%d (%.1f%%); where none does: %d/%d (%.1f%%)\n",
					handRight, handFrames, pct(handRight, handFrames), framesRight-handRight, len(res)-handFrames, pct(framesRight-handRight, len(res)-handFrames))
			}
			printTimes(out, res, repeat)
			return nil
		},
	}
	scenes.Flags().BoolVarP(&verbose, "verbose", "v", false, "print wanted and read tops for every frame")
	scenes.Flags().IntVar(&repeat, "repeat", 3, "detections of each frame; its time is their median")
	scenes.Flags().IntVar(&jpeg, "jpeg", 0, "compress each image to a JPEG of this quality (1-100) before detection; 0: as it is")
	cmd.AddCommand(scenes)
	return cmd
}

// speedTargets are the vision issue's medians per frame, on one core.
var speedTargets = map[image.Point]time.Duration{
	{1280, 720}:  15 * time.Millisecond,
	{1920, 1080}: 35 * time.Millisecond,
}

// printTimes gives the detection times per frame size: frames of
// different sizes have different targets, and a median over a mixed
// folder would match neither.
func printTimes(out io.Writer, res []vision.SceneResult, repeat int) {
	bySize := map[image.Point][]vision.SceneResult{}
	var sizes []image.Point
	for _, r := range res {
		if bySize[r.Size] == nil {
			sizes = append(sizes, r.Size)
		}
		bySize[r.Size] = append(bySize[r.Size], r)
	}
	slices.SortFunc(sizes, func(a, b image.Point) int { return a.X*a.Y - b.X*b.Y })
	fmt.Fprintf(out, "time per frame (detection only, median of %d detections of each frame):\n", repeat)
	for _, sz := range sizes {
		rs := bySize[sz]
		med := func(at func(vision.SceneResult) time.Duration) (time.Duration, time.Duration) {
			ts := make([]time.Duration, len(rs))
			for i, r := range rs {
				ts[i] = at(r)
			}
			slices.Sort(ts)
			return ts[len(ts)/2], ts[len(ts)-1]
		}
		m, worst := med(func(r vision.SceneResult) time.Duration { return r.Elapsed })
		line := fmt.Sprintf("  %dx%d: %d frames, median %.1fms, max %.1fms", sz.X, sz.Y, len(rs), ms(m), ms(worst))
		if repeat > 1 {
			f, _ := med(func(r vision.SceneResult) time.Duration { return r.First })
			line += fmt.Sprintf(" (first detection of each: median %.1fms)", ms(f))
		}
		if target, ok := speedTargets[sz]; ok {
			verdict := "within"
			if m > target {
				verdict = "OVER"
			}
			line += fmt.Sprintf("; target %.0fms: %s", ms(target), verdict)
		}
		fmt.Fprintln(out, line)
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// pct is n of all in per cent, 0 of none.
func pct(n, all int) float64 { return 100 * float64(n) / float64(max(1, all)) }
