package vision

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"gocv.io/x/gocv"
)

// ErrSourceLost is returned when a live source (camera, stream) stops
// giving frames; a file that ends returns io.EOF instead.
var ErrSourceLost = errors.New("vision: source lost")

// Source gives frames one after another.
type Source interface {
	// Read fills dst with the next BGR frame and returns its time from the
	// start of the source. It returns io.EOF when a file or folder ends and
	// ErrSourceLost when a camera or stream stops.
	Read(dst *gocv.Mat) (time.Duration, error)
	// Live reports whether frames come in real time (camera, stream).
	Live() bool
	// Len returns the number of frames when known, else 0.
	Len() int
	Close() error
}

var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".bmp": true, ".tif": true, ".tiff": true, ".webp": true}

// OpenSource opens what spec names: a camera index ("0"), a stream URL
// ("rtsp://…", "http://…"), a folder of frames (sorted by name, played at
// fps), a single image, or a video file.
func OpenSource(spec string, fps float64) (Source, error) {
	if fps <= 0 {
		fps = 10
	}
	if n, err := strconv.Atoi(spec); err == nil {
		vc, err := gocv.OpenVideoCapture(n)
		if err != nil || !vc.IsOpened() {
			return nil, fmt.Errorf("vision: camera %d: cannot open it (is it connected, and not used by another program?)", n)
		}
		return &captureSource{vc: vc, live: true, name: "camera " + spec}, nil
	}
	if strings.Contains(spec, "://") {
		vc, err := gocv.OpenVideoCapture(spec)
		if err != nil || !vc.IsOpened() {
			return nil, fmt.Errorf("vision: stream %s: cannot open it", spec)
		}
		return &captureSource{vc: vc, live: true, name: spec}, nil
	}
	st, err := os.Stat(spec)
	if err != nil {
		return nil, fmt.Errorf("vision: source %s: %w", spec, err)
	}
	if st.IsDir() {
		return openFolder(spec, fps)
	}
	if imageExts[strings.ToLower(filepath.Ext(spec))] {
		return &folderSource{files: []string{spec}, fps: fps}, nil
	}
	vc, err := gocv.VideoCaptureFile(spec)
	if err != nil || !vc.IsOpened() {
		return nil, fmt.Errorf("vision: video %s: cannot open it (not a video OpenCV can read?)", spec)
	}
	return &captureSource{vc: vc, name: spec, fps: vc.Get(gocv.VideoCaptureFPS)}, nil
}

type captureSource struct {
	vc    *gocv.VideoCapture
	live  bool
	name  string
	fps   float64
	n     int
	start time.Time
}

func (s *captureSource) Read(dst *gocv.Mat) (time.Duration, error) {
	if s.n == 0 {
		s.start = time.Now()
	}
	if !s.vc.Read(dst) || dst.Empty() {
		if s.live {
			return 0, fmt.Errorf("%w: %s gave no frame", ErrSourceLost, s.name)
		}
		return 0, io.EOF
	}
	s.n++
	if s.live {
		return time.Since(s.start), nil
	}
	if ms := s.vc.Get(gocv.VideoCapturePosMsec); ms > 0 || s.n > 1 {
		return time.Duration(ms * float64(time.Millisecond)), nil
	}
	return 0, nil
}

func (s *captureSource) Live() bool { return s.live }

func (s *captureSource) Len() int {
	if s.live {
		return 0
	}
	return int(s.vc.Get(gocv.VideoCaptureFrameCount))
}

func (s *captureSource) Close() error { return s.vc.Close() }

type folderSource struct {
	files []string
	fps   float64
	i     int
}

func openFolder(dir string, fps float64) (Source, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("vision: folder %s: %w", dir, err)
	}
	var files []string
	for _, e := range entries {
		if !e.IsDir() && imageExts[strings.ToLower(filepath.Ext(e.Name()))] {
			files = append(files, filepath.Join(dir, e.Name()))
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("vision: folder %s holds no images", dir)
	}
	sort.Strings(files)
	return &folderSource{files: files, fps: fps}, nil
}

func (s *folderSource) Read(dst *gocv.Mat) (time.Duration, error) {
	if s.i >= len(s.files) {
		return 0, io.EOF
	}
	img := gocv.IMRead(s.files[s.i], gocv.IMReadColor)
	defer img.Close()
	if img.Empty() {
		return 0, fmt.Errorf("vision: %s: not a readable image", s.files[s.i])
	}
	img.CopyTo(dst)
	t := time.Duration(float64(s.i) / s.fps * float64(time.Second))
	s.i++
	return t, nil
}

func (s *folderSource) Live() bool   { return false }
func (s *folderSource) Len() int     { return len(s.files) }
func (s *folderSource) Close() error { return nil }
