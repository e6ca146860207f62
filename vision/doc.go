// Package vision turns camera frames of a Pantarei snake into plain Go
// observations: each stack's visible top scale (colour and value, or the
// neutral), its outline and centre in pixels, a confidence, and the order
// of the stacks from head to tail.
//
// The detector needs no calibration for a camera roughly above the table:
//
//  1. At a small working size, the table is estimated by a wide median
//     filter (so light gradients and warm or cool light cancel out), and
//     pixels that differ from it (much darker, brighter or more coloured)
//     are the scales.
//  2. Each connected region is one stack. At full resolution, its pixels
//     are split by brightness and the top face is found as the region
//     whose holes look like marks: marks are only ever on the top face,
//     so the sides of a tall stack seen at an angle cannot be mistaken for
//     its top. The face's brightness gives the colour, the marks the value.
//     A stack with no marks that is clearly the most golden is the neutral
//     (a box has one); anything else unreadable is reported as such.
//  3. The stacks are ordered along the shortest open path through their
//     centres; a Tracker keeps the head at the same end between frames.
//
// Everything that leaves this package is plain Go (image.Point, Observation)
// so that the tracker and the rules never see a Mat.
package vision
