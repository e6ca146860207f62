package main

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pantarei/pantarei/rules"
	"github.com/pantarei/pantarei/tracker"
	"github.com/pantarei/pantarei/vision"
	"github.com/spf13/cobra"
	"gocv.io/x/gocv"
)

func newRefereeCmd() *cobra.Command {
	var recordPath, resume string
	cmd := &cobra.Command{
		Use:   "referee",
		Short: "Referee a game from a camera, a video or a folder of frames",
		Long: `referee watches the table, follows every turn, and tells the players at
once when a turn breaks the rules (what, why, and how to put it back), when
a player must pass, and when the game is won or drawn. Every accepted turn
is written to the record the moment it is accepted (a complete file at any
instant; --resume continues it).

The set-up is the first still view of 19 single scales that make one box.
The head of the snake is its end further left in the picture. Say who moves
first with --first, or answer w or b when asked. When two turns look the
same from above, the referee asks; type the turn (e.g. 4:2-6), or let later
turns decide.

--source is a camera index (default 0), a video file, a folder of frames
(sorted by name, played at --fps) or a stream URL. --calibration reads a
file from pantarei calibrate (for a camera looking from the side).
--window shows the picture with what is read; --snapshots DIR keeps a
picture of the table after each turn.`,
		Example: `  pantarei referee --source 0 --first b --record club.record
  pantarei referee --source game.mp4 --first w --notify terminal --record game.record
  pantarei referee --resume club.record --source 0`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(cmd, map[string]string{
				"referee.source": "source", "referee.fps": "fps", "referee.first": "first", "referee.notify": "notify",
				"players.white": "white", "players.black": "black", "vision.calibration": "calibration",
				"referee.snapshots": "snapshots", "referee.window": "window",
			})
			if err != nil {
				return err
			}
			note, err := newNotifier(cfg.Referee.Notify, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			det, err := detectorFor(cfg.Vision.Calibration)
			if err != nil {
				return err
			}
			defer det.Close()
			src, err := vision.OpenSource(cfg.Referee.Source, cfg.Referee.FPS)
			if err != nil {
				return err
			}
			defer src.Close()
			if cfg.Referee.Snapshots != "" {
				if err := os.MkdirAll(cfg.Referee.Snapshots, 0o755); err != nil {
					return err
				}
			}
			r := &referee{det: det, snapshots: cfg.Referee.Snapshots,
				out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr(), note: note,
				white: cfg.Players.White, black: cfg.Players.Black,
				answers: lines(cmd.InOrStdin()),
			}
			if cfg.Referee.First != "" {
				c, err := rules.ParseColor(cfg.Referee.First)
				if err != nil {
					return err
				}
				r.first = c
			}
			switch {
			case resume != "":
				if err := r.resume(resume); err != nil {
					return err
				}
			default:
				if recordPath == "" {
					recordPath = filepath.Join(cfg.Record.Dir, "pantarei-"+time.Now().Format("2006-01-02-150405")+".record")
				}
				if err := r.start(recordPath); err != nil {
					return err
				}
			}
			if cfg.Referee.Window {
				r.win = openWindow(r.errOut)
				defer r.win.close()
			}
			return r.run(src)
		},
	}
	f := cmd.Flags()
	f.String("source", "0", "camera index, video file, folder of frames or stream URL")
	f.Float64("fps", 10, "frame rate of a folder of frames")
	f.String("first", "", "who moves first: w or b (default: ask when the set-up is seen)")
	f.String("notify", "desktop", "desktop: notifications besides the terminal log; terminal (or none): the log alone")
	f.String("white", "White", "White player's name")
	f.String("black", "Black", "Black player's name")
	f.StringVar(&recordPath, "record", "", "record file (default: pantarei-DATE-TIME.record in record.dir)")
	f.StringVar(&resume, "resume", "", "continue the unfinished game of this record file")
	f.String("calibration", "", "calibration file from pantarei calibrate (default: none, a camera above the table)")
	f.String("snapshots", "", "folder for a picture of the table after each accepted turn")
	f.Bool("window", false, "show the camera picture with each stack's reading, the side to move, the last turn and the last warning")
	return cmd
}

// lines delivers the lines of r on a channel, closed at the end of input.
func lines(r io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			ch <- strings.TrimSpace(sc.Text())
		}
	}()
	return ch
}

// referee is one refereeing session: frames in, messages and a record out.
type referee struct {
	out, errOut  io.Writer
	note         notifier
	white, black string
	first        rules.Color
	answers      <-chan string
	det          *vision.Detector // nil: an uncalibrated one of its own
	snapshots    string           // folder for a picture after each turn; "" for none
	win          *window          // nil: no window
	frame        *gocv.Mat        // the frame being read
	now          time.Duration    // and its time in the source
	lastObs      vision.Observation
	lastTurn     string
	lastWarning  string

	*recordFile
	tr         *tracker.Tracker
	head       image.Point
	haveHead   bool
	askedFirst bool
	live       bool
}

func (r *referee) start(path string) error {
	f, err := openForNewGame(path)
	if err != nil {
		return err
	}
	r.recordFile = f
	r.tr = tracker.New()
	return nil
}

func (r *referee) resume(path string) error {
	f, g, err := openForResume(path)
	if err != nil {
		return err
	}
	r.recordFile = f
	r.tr = tracker.Resume(g)
	fmt.Fprintf(r.out, "Resuming %s after %d turns: %s to move. Set the table to: %s\n", path, len(g.Turns()), g.Position().Side(), strings.Join(vision.TopStrings(g.Position().Tops()), " "))
	return nil
}

// run reads frames until the game ends or the source does.
func (r *referee) run(src vision.Source) error {
	det := r.det
	if det == nil {
		det = vision.NewDetector(vision.DefaultOptions())
		defer det.Close()
	}
	gate := vision.NewMotionGate(2)
	defer gate.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	r.live = src.Live()
	prog := newProgress(r.errOut, src.Len(), src.Live())
	stillFor := 0
	// moving: the table is in motion after a still spell; touched: hands
	// were seen in it, not just the light changing or the camera moving.
	moving, touched := false, false
	var last []string // the previous reading in this still spell
	for n := 0; ; n++ {
		at, err := src.Read(&frame)
		if errors.Is(err, io.EOF) {
			prog.done(n)
			return r.finishSource()
		}
		if err != nil {
			prog.done(n)
			r.alert(at, "Camera lost", err.Error()+". The record is saved; start again with --resume "+r.path+".", true)
			return err
		}
		prog.update(n + 1)
		r.frame, r.now = &frame, at
		r.win.show(frame, r)
		r.readAnswers()
		settled, _, err := gate.Update(frame)
		if err != nil {
			return err
		}
		if !settled {
			moving = moving || stillFor > 0
			if moving && !touched && gate.Touched() {
				// Hands at the table: the tracker counts the touches
				// that change nothing visible. A lamp or a nudge is
				// none.
				touched = true
				r.tr.Observe(tracker.Observation{Time: at})
			}
			stillFor, last = 0, nil
			continue
		}
		moving, touched = false, false
		// Read the first two settled frames of a still spell, then every
		// tenth: a reading counts only when two reads in a row agree, so
		// one misread frame never raises an alarm.
		stillFor++
		if stillFor > 2 && stillFor%10 != 0 {
			continue
		}
		obs, err := det.Detect(frame)
		if err != nil {
			return err
		}
		reading := vision.TopStrings(obs.Tops())
		agree := last != nil && strings.Join(reading, " ") == strings.Join(last, " ")
		last = reading
		if !agree {
			continue
		}
		if err := r.observe(obs, at); err != nil {
			return err
		}
		if r.tr.Over() {
			prog.done(n + 1)
			return nil
		}
	}
}

// observe hands one reading to the tracker and acts on its events.
func (r *referee) observe(obs vision.Observation, at time.Duration) error {
	r.lastObs = obs
	if len(obs.Stacks) == 0 {
		return nil
	}
	if !r.haveHead {
		obs.HeadLeft()
	} else {
		obs.OrientTo(r.head)
	}
	o := tracker.Observation{Tops: obs.Tops(), Settled: true, Occluded: len(obs.Occluded) > 0, Time: at}
	for _, s := range obs.Stacks {
		o.Centers = append(o.Centers, s.Center)
		o.Looks = append(o.Looks, s.Look)
	}
	evs := r.tr.Observe(o)
	if len(evs) > 0 || r.haveHead {
		// Follow the head as the snake contracts or the camera moves.
		if obs.Readable() && len(obs.Occluded) == 0 {
			r.head, r.haveHead = obs.Stacks[0].Center, true
		}
	}
	return r.handle(evs, at)
}

func (r *referee) handle(evs []tracker.Event, at time.Duration) error {
	for _, e := range evs {
		stamp := fmt.Sprintf("[%s]", fmtDuration(at))
		switch e.Kind {
		case tracker.SetupSeen:
			fmt.Fprintf(r.out, "%s %s\n", stamp, e.Message)
			if r.first != rules.NoColor {
				more, err := r.tr.ConfirmSetup(r.first)
				if err != nil {
					return err
				}
				if err := r.handle(more, at); err != nil {
					return err
				}
			} else if !r.askedFirst {
				r.askedFirst = true
				fmt.Fprintln(r.out, "Who moves first? Type w or b and Enter.")
			}
		case tracker.SetupInvalid:
			r.alert(at, "Set-up", e.Message, false)
		case tracker.SetupConfirmed:
			setup := r.tr.Game().Setup()
			r.rec = rules.NewRecord(setup)
			r.rec.SetTag("Event", "Refereed game")
			r.rec.SetTag("Date", time.Now().Format("2006.01.02"))
			r.rec.SetTag("White", r.white)
			r.rec.SetTag("Black", r.black)
			if err := r.save(); err != nil {
				return err
			}
			fmt.Fprintf(r.out, "%s %s Recording to %s.\n", stamp, e.Message, r.path)
		case tracker.TurnAccepted, tracker.ForcedPass:
			// A turn held in doubt is recorded when it was played.
			t := rules.RecordTurn{Move: e.Turn}
			if r.live {
				t.Time = time.Now().Add(e.Time - at).UTC().Truncate(time.Second)
			} else {
				t.Note = "at " + fmtDuration(e.Time)
			}
			if e.Unsure {
				settled := "the players or later turns decided"
				if e.Undecided {
					settled = "nobody said which"
				}
				t.Note = strings.TrimSpace(fmt.Sprintf("%s unsure: from above it could also have been %s; %s", t.Note, joinTurns(e.Alternatives), settled))
			}
			r.rec.Turns = append(r.rec.Turns, t)
			if err := r.save(); err != nil {
				return err
			}
			r.lastTurn = fmt.Sprintf("%d. %s", len(r.rec.Turns), e.Turn)
			r.lastWarning = "" // play went on: whatever was wrong was put right
			r.snapshot(len(r.rec.Turns))
			fmt.Fprintf(r.out, "[%s] %s\n", fmtDuration(e.Time), e.Message)
			if e.Kind == tracker.ForcedPass {
				r.note.Notify("Forced pass", e.Message, false)
			}
		case tracker.IllegalTurn:
			r.lastWarning = e.Message
			r.alert(at, "Illegal turn", e.Message, true)
		case tracker.Ambiguous:
			r.alert(at, "Which turn?", e.Message+" Type the turn and Enter.", true)
		case tracker.Desync:
			r.lastWarning = e.Message
			r.alert(at, "Lost track", e.Message, true)
		case tracker.Win:
			result, term := rules.ResultFor(e.Position)
			r.rec.Finish(result, term)
			if err := r.save(); err != nil {
				return err
			}
			r.alert(at, "Game over", e.Message, true)
		case tracker.Draw:
			r.rec.Finish(rules.ResultDraw, rules.TermBlocked)
			if err := r.save(); err != nil {
				return err
			}
			r.alert(at, "Game over", e.Message, true)
		case tracker.Repetition:
			r.alert(at, "Repetition", e.Message, false)
		case tracker.Takeback:
			// The record keeps to the game: turns taken back leave it.
			if e.Number < len(r.rec.Turns) {
				r.rec.Turns = r.rec.Turns[:e.Number]
				if err := r.save(); err != nil {
					return err
				}
			}
			r.alert(at, "Takeback", e.Message, false)
		default:
			fmt.Fprintf(r.out, "%s %s\n", stamp, e.Message)
		}
	}
	return nil
}

// alert tells the players: a stamped line in the referee's log, and the
// notifier (the desktop) besides.
func (r *referee) alert(at time.Duration, title, message string, urgent bool) {
	mark := "  "
	if urgent {
		mark = "!!"
	}
	fmt.Fprintf(r.out, "[%s] %s %s: %s\n", fmtDuration(at), mark, title, message)
	r.note.Notify(title, message, urgent)
}

// readAnswers applies what the players typed, without waiting.
func (r *referee) readAnswers() {
	for {
		select {
		case line, ok := <-r.answers:
			if !ok {
				r.answers = nil
				return
			}
			r.answer(line)
		default:
			return
		}
	}
}

func (r *referee) answer(line string) {
	if line == "" {
		return
	}
	if c, err := rules.ParseColor(line); err == nil && r.rec == nil {
		r.first = c
		if evs, err := r.tr.ConfirmSetup(c); err == nil {
			r.handle(evs, r.now)
		}
		return
	}
	if len(r.tr.Candidates()) > 0 {
		m, err := rules.ParseMove(line)
		if err == nil {
			var evs []tracker.Event
			if evs, err = r.tr.Resolve(m); err == nil {
				r.handle(evs, r.now)
				return
			}
		}
		fmt.Fprintf(r.out, "Not one of the turns in doubt (%v): %v\n", r.tr.Candidates(), err)
	}
}

// finishSource ends a recording that ran out: the record stays
// unfinished (no Termination) so that --resume can continue it.
func (r *referee) finishSource() error {
	if r.rec == nil {
		return fmt.Errorf("the source ended before a valid set-up was seen (19 single scales making one box)")
	}
	if c := r.tr.Candidates(); len(c) > 0 {
		fmt.Fprintf(r.out, "The source ended with a turn in doubt (%v); the record holds the turns before it.\n", c)
	}
	fmt.Fprintf(r.out, "Record saved to %s (%d turns).\n", r.path, len(r.rec.Turns))
	return nil
}

func fmtDuration(d time.Duration) string {
	d = d.Round(100 * time.Millisecond)
	m := int(d.Minutes())
	s := d.Seconds() - float64(60*m)
	return fmt.Sprintf("%d:%04.1f", m, s)
}

// progress shows frames done, speed and time left for recorded sources.
type progress struct {
	w     io.Writer
	total int
	live  bool
	start time.Time
	last  time.Time
	tty   bool
}

func newProgress(w io.Writer, total int, live bool) *progress {
	f, ok := w.(*os.File)
	tty := false
	if ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			tty = true
		}
	}
	return &progress{w: w, total: total, live: live, start: time.Now(), tty: tty}
}

func (p *progress) update(n int) {
	if p.live || p.total <= 0 {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < 500*time.Millisecond && n != p.total {
		return
	}
	p.last = now
	el := now.Sub(p.start).Seconds()
	fps := float64(n) / max(el, 1e-9)
	left := time.Duration(float64(p.total-n) / max(fps, 1e-9) * float64(time.Second)).Round(time.Second)
	line := fmt.Sprintf("frame %d/%d  %.0f fps  %s left", n, p.total, fps, left)
	if p.tty {
		fmt.Fprintf(p.w, "\r%-60s", line)
	} else if n*10/p.total != (n-1)*10/p.total {
		fmt.Fprintln(p.w, line)
	}
}

func (p *progress) done(n int) {
	if p.live || p.total <= 0 {
		return
	}
	el := time.Since(p.start)
	if p.tty {
		fmt.Fprintln(p.w)
	}
	fmt.Fprintf(p.w, "%d frames in %v (%.0f fps)\n", n, el.Round(10*time.Millisecond), float64(n)/max(el.Seconds(), 1e-9))
}

// joinTurns lists turns for a sentence: "7-4", "7-4 or 7:2-4".
func joinTurns(ms []rules.Move) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = m.String()
	}
	return strings.Join(s, " or ")
}
