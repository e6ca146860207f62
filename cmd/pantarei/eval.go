package main

import (
	"fmt"
	"sort"
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
	scenes := &cobra.Command{
		Use:   "scenes DIR",
		Short: "Run detection over NAME.png + NAME.json pairs and report accuracy and timing",
		Long: `eval scenes reads every image in DIR that has a NAME.json beside it holding
"tops" (the visible top of each stack, head to tail), detects the stacks,
and prints each frame's result, then the share of frames read entirely
right (every top and the order), the share of stacks misread, and the
median and worst detection time.`,
		Example: `  pantarei eval scenes ../shared/scenes
  pantarei eval scenes --verbose testdata/scenes`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			res, err := vision.EvalScenes(args[0], vision.DefaultOptions(), func(done, total int) {
				fmt.Fprintf(cmd.ErrOrStderr(), "\r%d/%d", done, total)
			})
			fmt.Fprintln(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			var framesRight, stacks, wrong, unread int
			var times []time.Duration
			for _, r := range res {
				status := "ok"
				if !r.FrameRight() {
					status = fmt.Sprintf("WRONG %d", r.Wrong)
				} else {
					framesRight++
				}
				stacks += len(r.Want)
				wrong += r.Wrong
				unread += r.Unreadable
				times = append(times, r.Elapsed)
				fmt.Fprintf(out, "%-16s %-8s %6.1fms  %d stacks\n", r.Name, status, ms(r.Elapsed), len(r.Want))
				if verbose || !r.FrameRight() {
					fmt.Fprintf(out, "    want %s\n    got  %s\n", strings.Join(r.Want, " "), strings.Join(r.Got, " "))
				}
			}
			sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
			fmt.Fprintf(out, "frames right: %d/%d (%.1f%%)\n", framesRight, len(res), 100*float64(framesRight)/float64(len(res)))
			fmt.Fprintf(out, "stacks wrong: %d/%d (%.2f%%), of which unreadable (said so): %d\n", wrong, stacks, 100*float64(wrong)/float64(max(1, stacks)), unread)
			fmt.Fprintf(out, "time per frame: median %.1fms, max %.1fms (detection only, after decoding and one warm-up detection)\n", ms(times[len(times)/2]), ms(times[len(times)-1]))
			return nil
		},
	}
	scenes.Flags().BoolVarP(&verbose, "verbose", "v", false, "print wanted and read tops for every frame")
	cmd.AddCommand(scenes)
	return cmd
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
