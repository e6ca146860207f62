package vision

import (
	"image"
	"testing"

	"gocv.io/x/gocv"
)

// TestDetectStoredFrames reads rendered frames kept in testdata/frames
// (NAME.jpg, or NAME.png where JPEG hides the case, with its tops in
// NAME.json), each one a case a change of the detector once got wrong. Each must be read right, or, where listed in
// unsure, may say a stack unreadable but never read it as another; where
// listed in said, may lose a stack too, if one is said unreadable.
func TestDetectStoredFrames(t *testing.T) {
	// Why each frame is kept.
	why := map[string]string{
		"touch-rsquare-000.jpg":            "black faces in a row of white ones that touch: the dark seams ring the white faces",
		"aslant-105-011.png":               "the neutral at the snake's head, part of its face hidden by the tall B3 beside it, seen aslant (aslant sweep seed 105, frame 11): 0.55 of a scale's face with no marks, coloured past any white face, the neutral; it was lost without a word (PNG: as JPEG it is read right before)",
		"aslant-106-051.jpg":               "a far W3 hexagon whose wide dark stripes and its rim's shade run together with the table round it into a \"black face\" (aslant sweep seed 106, frame 51, JPEG of quality 97): the light between them three \"marks\", the rest of the white face a hole round its middle of 0.35 of it; it was a sure B3",
		"sweep-27-053.jpg":                 "a B3 on hexagons on a white scale, seen 22° off vertical (editions sweep seed 27, frame 53, JPEG of quality 97): the white scale's side wraps round the face, its hull reaching the face's middle but not the stripes; no W3's rest of face round its \"marks\", the B3 read surely",
		"shared6-camera-10702.jpg":         "img_0006 through another camera (stream 107, camera 2, JPEG of quality 100): its glossy B3's lit half within 30 of the grey table, the face read part by part as a strip 1.05 radii across and 1.57 long with one stripe; narrower than any whole face, no sure B1 (its sides are said a stack unread)",
		"aslant-119-017.jpg":               "a tall B3 hexagon read part by part, the stripe that reaches its rim cut off with it (aslant sweep seed 119, frame 17, JPEG of quality 97): the stripes 0.7 of their spacing wide, the cut-off one's blur reaches half a spacing past it, which once said a neighbour's face; it was a sure B2",
		"shared5-camera-10700.jpg":         "img_0005 through another camera (stream 107, camera 0, JPEG of quality 100): a W1 on grey cloth, its face's shaded side lost to the table, a hole beside the stripe, the same way, but 101 against the stripe's 210: the shade, not a second stripe; it was said unread",
		"shared13-farcamera-10301.jpg":     "img_0013 seen from farther through another camera (stream 103, frame 1, JPEG of quality 97): two pale pools of a lamp's light, twice a scale's thickness, outweighed the seven stacks in the scale's size, every stack was dropped as grain, and the frame was said empty",
		"aslant-3-031.jpg":                 "a W2's two dots run into one hole, a saddle between them too shallow for two bumps (aslant sweep seed 3, frame 31): no sure W1",
		"thick-14-027.jpg":                 "a W3's three dots, each drawn a pixel long on a small face, two of them alike and the third across them, as stripes and a notch would be (thick sweep seed 14, frame 27): a die's triangle, no W2",
		"aslant-45-079.jpg":                "a W3's stripes, two run into one hole and the third with a dip along it that made two bumps of half a mark each (aslant sweep seed 45, frame 79, JPEG of quality 97): the third counts as one, no W2",
		"aslant-45-079q.jpg":               "the same frame at quality 95: the two stripes run together are a hole too wide for a mark, left out, and the third's two bumps made a sure W2",
		"sweep-23-077.jpg":                 "a W1's stripe seen aslant, its print wiggling along it in two faint humps on one side of its middle (sweep seed 23, frame 77): no two dots run together, read surely",
		"palefolds-013.jpg":                "a pale cloth's lit flank joined to black stacks (tables check, palefolds frame 13, JPEG of quality 97), the shade along a stack's edge enclosed in it, a sliver filling 0.56 of its box: the table in other light, no W1 (the flank's other pieces are said unread)",
		"folds-022.jpg":                    "a dark grey cloth's folds, their lit flanks 9% and 10% lighter than the cloth, running off the frame (tables check, folds frame 22): on a grey table no light was judged the table's, and the flanks were arms hiding four stacks",
		"shared6-framed-005.jpg":           "img_0006 framed otherwise (stream 0, frame 5, JPEG of quality 90): a tall W1's cream side in its own shade on the grey table, 16% lighter than the table, is the stack's, not the table lit more; taken out with a lit patch beside it, the rest of the side was a stack unread",
		"thick-37-019.jpg":                 "a B3's three wide stripes run into one block (thick sweep seed 37, frame 19, JPEG of quality 98), the gaps beside the middle one too shallow for a bump: two bumps and a third faint hump, and against its own shade the middle stripe lost; it was a sure B2",
		"palefolds300-006.jpg":             "a pale blue cloth's fold through the middle of a snake (tables check, palefolds frame 6, 300 frames, JPEG of quality 97), its shaded flank taking in the shadows and dark rims of the stacks lying in it: sharp steps to the cloth beside the stacks, soft ones elsewhere; judged by its whole border, the flank was stacks run together, nine said unread",
		"palefolds-096.png":                "a pale pink cloth's lit flank, paler than the cloth, joined to a B3 (tables check, palefolds frame 96, 200 frames): a light face of 1.9 scales' faces whose one \"mark\" is the shade along the B3's edge, 28 by 4 pixels filling 0.57 of its box: no sure W1 (kept as PNG: as JPEG, even of quality 100, the flank is read otherwise)",
		"palefolds-108.jpg":                "a blue cloth's fold lit 21 more than the cloth, of its hue, a scale's size (tables check, palefolds frame 108, 200 frames): beyond a face's reach, but more coloured than any white face, the table; it was a stack said unread",
		"palefolds-014.jpg":                "a violet cloth's patch in the region of a W3 beside it (tables check, palefolds frame 14, 200 frames), taken for a face with no marks, then for a place left unread: the cloth's colour, no stack",
		"palefolds-109.jpg":                "a W2's two faint small dots, one just past the speck cut and the other just short of it (tables check, palefolds frame 109, JPEG of quality 97): no sure W1",
		"touch-rsquare-036.jpg":            "the neutral against a white face, one part of the light colour",
		"touch-rsquare-048.jpg":            "the neutral darker than the white faces round it, in the region's dark part",
		"touch-rsquare-045.jpg":            "the neutral cut with pieces of its neighbours, a seam taken for one mark",
		"sweep-6-019.jpg":                  "three dots on a small tilted face run into one blob, taken for one mark",
		"planks-024.jpg":                   "the table round a black stack on grey planks is no blank face",
		"folds-031.jpg":                    "three dots, two run together: the face's own threshold sees one mark where the region's saw three",
		"folds-072.jpg":                    "a fold's lit flank joined to a black stack, where the face's own threshold finds a speck: no white face",
		"folds-097.jpg":                    "a dark purple cloth's fold, its crest lighter than the shade round it: against its own shade a sure B1 where no stack is; of chroma 20, no black face",
		"touch-rsquare-008.jpg":            "three black faces edge to edge in a bending row, with the seams' shade: a cut through the middle one",
		"touch-rsquare-114.jpg":            "black faces edge to edge, no cut parting them face by face: a piece with a mark cut open",
		"touch-rsquare-059.jpg":            "a B3 and a B2 edge to edge, one face with three stripes one way and two the other: no B3 alone",
		"touch-rsquare-078.jpg":            "a row of faces that bends, cut evenly along it through a face",
		"touch-rsquare-099.jpg":            "a W2 and a W1 edge to edge, one face with three dots, each face's round its own centre: no W3",
		"dark-005.jpg":                     "a small tilted W3's three dots blurred into one pinched hole of four bumps: no W1",
		"folds-069.jpg":                    "a fold's shade beside a B1, read against itself with a crease of light for a mark: no second B1",
		"touch-rsquare-035.png":            "a small B2 at the far end of a tilted snake, its dots not seen, run together with the W1 it touches: a stack not read, not none",
		"sweep-6-042.png":                  "the neutral (another edition's) found on the light part's threshold and on its own higher one: its colour is the larger face's, not the region's with the table round it",
		"planks-043.jpg":                   "a W2's two stripes apart on the region's threshold, one square hole of two bumps on the face's own: the stripes seen apart",
		"edge-043.jpg":                     "a B3's three dots in a triangle, seen aslant, blurred into one hole 1.4 times as long as wide with two bumps across it: no sure B2",
		"glossy-022.jpg":                   "a B3's dots in a row on a face a lamp lights unevenly, two run into the glare: against its own shade three marks, some run together: no sure B1",
		"sweep-9-075.jpg":                  "a B2's two stripes, set aslant, run together on the face's threshold into a hole of two bumps across it, seen apart against the face's own shade",
		"small-030.jpg":                    "small faces whose three dots in a triangle ran into one round hole of one bump, filling 0.62 of its box: no sure B1",
		"touch-disc-112.jpg":               "the neutral against a white disc, one light face of 1.7 scales as convex as a white face with its side band: two tints, read part by part",
		"faint-025.jpg":                    "a W3 on pale cloth, its middle stripe the smallest hole, the outer two taken for the marks: a bar midway between them is a third, no sure W2",
		"faint-075.jpg":                    "a W1 on cream cloth, no face grown from its stripe: a stack there, said unread, not lost",
		"shared5-farther-camera-401.jpg":   "a W1 at 720p on beige cloth (../shared/scenes/img_0005 seen from farther through another camera, stream 4, JPEG q97), no strong pixel on it, not even its stripe: grown from the weak specks in the snake's gap between a B1 and the neutral",
		"endgame8-020.jpg":                 "the neutral behind a B3 on seven, seen 33° off vertical, half the B3's face and under a third of a disc the tall stacks' sides make too large: said unread, not lost",
		"aslant-67-033.jpg":                "a B2 at the far end of a snake seen 32° off vertical, its two stripes blurred into one bar 0.22 of its face (which took in its shade) across and 1.9 times as long as wide (aslant sweep seed 67, frame 33, JPEG of quality 98): no sure B1",
		"aslant-78-079.jpg":                "a B3 of wide stripes on a small hexagon, aslant (aslant sweep seed 78, frame 79, JPEG of quality 98), its stripes a block reaching the rim: the black between them read as a white face's mark beside a hole of 0.22 of it, a sure W1 (as PNG, a sure W3 by the bumps of its marks run together); the block of the other colour in its place makes it unsure",
		"aslant-72-059.jpg":                "a W3's stripes, two bumps and a third faint hump in one hole on the region's threshold, a block of two reaching the rim on the face's own (aslant sweep seed 72, frame 59, JPEG of quality 97): no sure W2",
		"shared7-farther-camera-301.jpg":   "img_0007 seen from farther through another camera (stream 3, frame 1, JPEG q97), its scales 28 pixels across, white ones on cream cloth: a W1 with no dot seen said unread, and three white stacks lost, for a frame not read whole was not searched again enlarged",
		"shared7-farther-camera-601.jpg":   "img_0007 seen from farther through another camera (stream 6, frame 1, JPEG q97): a W2 whose face is 35 lighter than the cloth round it in its region, the two dots a few pixels among the cloth's: the face's threshold parts face from cloth, and was taken for too little contrast to read",
		"smallfaint-125.jpg":               "a small W2 on cream cloth, its two dots run into one hole (small faint check, frame 125, JPEG q97): searched again enlarged, no white face in that search to weigh its tint against, it was named the neutral",
		"thick-49-039.jpg":                 "the neutral on a pale green table (thick sweep seed 49, frame 39, JPEG q97), its face 39 lighter than its brown side band, under 35 from the table round it: read as a faint white face, the side band's edges its marks, it was said unread",
		"faint-008.png":                    "a W2 on cream cloth (faint white check, frame 8; PNG: as JPEG the case is gone), its face within the cloth's noise: read with its whole region painted as a black face's lit side, a lighter patch of the face was the mark of a sure B1",
		"dark300-225.png":                  "a tall B3 on a white scale on a teal cloth (tables check at 300 frames, dark frame 225; PNG: as JPEG the case is gone), its side band a piece of a face of its own with a speck in a gap: 22 pixels on the region's threshold, too small for any edition's mark, 28 on its own, just past that cliff: a sure B1 where no stack is",
		"shared13-farther-000.jpg":         "a lamp's bluish glare on the cream cloth at the frame's top, fading (../shared/scenes/img_0013 seen from farther, stream 2, JPEG of quality 98): light, not an arm hiding the snake, and no stack in it",
		"aslant-40-050.jpg":                "a snake with gaps where stacks have left, on a table streaked along them: a gap's weak specks grow into a \"face\" no mark is read on, the table's grain, and nothing is said there",
		"sweep-95-069.png":                 "the neutral on a pink table, in one region with a B1, a seam at its rim its \"mark\": read a sure W1, no more golden than the white faces by its region's colour, which takes in the B1 and the table; by its own, the neutral (PNG: JPEG loses the seam)",
		"thick-20-014.jpg":                 "a B3's outer stripes clean, the middle one run into a notch of the rim, a ragged hole whose trimmed core lies midway between them: a third stripe, no sure B2",
		"small-053.jpg":                    "a B3's three dots in a triangle run into one hole, two bumps along it, 1.1 times as long as wide: no sure B2",
		"small-270.jpg":                    "blurred 24-pixel B3s whose light stripes run together into a white face, the black between them its mark and a ragged hole: no sure W1",
		"glossy-094.jpg":                   "a B2's stripes on a glossy face, and below it a white scale's side band, in line with them, taken against the face's shade for a third stripe 2.8 spacings off: no sure B3",
		"edge-160.jpg":                     "a B1 on a dark table, the white scale's side band below it a hole of two bumps in the face: a band twice a stripe's length is no stripes run together, no B3",
		"palefolds-084.jpg":                "a pink cloth's lit flank joined to a B3's corner, the corner its \"mark\": the coloured table in other light, no W1",
		"palefolds-022.jpg":                "a W3's stripes and a far dimmer fourth hole like them, a gap at the rim: more marks than a face has, cut into a W2 and a W1 as two faces would be; no sure W2",
		"sweep-18-047.jpg":                 "a small B3's three stripes, the middle one eaten ragged by blur and JPEG, the outer two taken for the marks: no sure B2",
		"edge-177.jpg":                     "a small B3's dots in a row on a disc: two run together into one hole of two bumps, the third run into the rim, a ragged hole where it lies: no sure B2",
		"dark-110.png":                     "a B3 on a table nearly as dark, its face parted by its stripes into two regions under a stack's share, 0.9 radii apart: the piece read B1 is a piece, no B1 (PNG: JPEG joins the pieces)",
		"touch-rsquare-145.jpg":            "a B3's dots in a row, on a row of faces edge to edge that no cut parts face by face, the cut through its third dot: no sure B2",
		"smallfaint-094.jpg":               "a small faint W3's dots in a row, the outer two taken for the marks, the middle one a little smaller: a dot between them, no sure W2",
		"smallfaint-168.jpg":               "a small faint W2, one dot clean off the face's centre, the other run into the rim, a ragged hole that centres the pair: no sure W1",
		"shared6-camera-003.jpg":           "a glossy B3 on a tall stack (../shared/scenes/img_0006 through another camera), its face's lit side the table's grey: its dark sides a region of their own, the face's rim and stripes pieces beside it, joined into one stack",
		"shared0-camera-000.jpg":           "a small B3 (../shared/scenes/img_0000 through another camera, JPEG q97) cut in two regions where its stripes run near its rim, neither read: read together, one B3",
		"shared0-change-302.jpg":           "the same small B3 (img_0000 changed slightly, stream 3, JPEG q97) cut in two regions, one with two stripes read B2 but unsure, the other the third stripe's, read as no face: read together, one B3",
		"shared6-camera-1009.jpg":          "the same glossy B3 (img_0006 through another camera, stream 10, JPEG q80), one stripe a hole of its own, the other two run into its lit side, one hole as light: no sure B1",
		"shared6-camera-105.jpg":           "the same glossy B3 (img_0006 through another camera, stream 1, JPEG q97), its lit side read alone as a W1 with a mark, unsure: against its own shade, the whole face and its three stripes",
		"sweep-4-037.jpg":                  "small blurred B3s on teal, each region mostly the table's rim, whose threshold runs the face's stripes into the table: read again with more of the table round it, the face and its three stripes",
		"sweep-58-077.jpg":                 "a small blurred W3 on hexagons (sweep seed 58, frame 77), its dark stripes and the table round it one \"black face\", the light between two stripes its one mark, the rest of the white face a hole round its middle: no sure B1",
		"palefolds-011.jpg":                "a pale cloth's fold (tables check at 16 frames, frame 11), its lit flank eight scales large, 21 lighter than the cloth, of its hue to a unit, joined to the snake's head: the table, no stack (a W3 beside it left unread)",
		"smallfaint-196.png":               "a small faint W2 parted by its dots into two regions, each too soft at its rim to step out of the cloth: a stack there in the snake's line, said, not lost (PNG: as JPEG it is not found at all)",
		"shared6-camera-1611.jpg":          "the same glossy B3 (img_0006 through another camera, stream 16, JPEG q97), its lit side lost to the table and its dark part read part by part: a strip 1.1 radii across with one stripe is no B1",
		"shared6-camera-1601.jpg":          "the same glossy B3 (stream 16, camera 1, JPEG q97): a strip of its face with one stripe is no B1",
		"shared6-farther-camera-001q.jpg":  "the same frame as JPEG q95: the face's threshold runs two stripes into its lit side, and against its own shade the lit side, the third stripe on it, goes with the table, two stripes apart: a sure B2 but for the third seen where a row's would lie",
		"shared6-farther-camera-601.jpg":   "img_0006 seen from farther through another camera (stream 6, frame 1; 1920×700 of the 1080p frame, JPEG q98): five stacks and the crumbs of the table's edge, which outweighed them in the median of the regions' thickness: a scale's radius taken for half what it is, three stacks run together taken for an arm over them, and the B3's region for four",
		"sweep-92-061.jpg":                 "a B3 hexagon seen 33° off vertical, its stripes reaching its rim (sweep seed 92, frame 61, not among the seeds the detector was tuned on; JPEG q97): larger than 1.7 scales, read part by part, as two overlapping pieces of one face, a B2 and a B1; the larger, the B1, was kept, sure",
		"shared5-farther-camera-601.jpg":   "img_0005 seen from farther through another camera (stream 6, frame 1, 720p, JPEG q95), a snake laid loosely, its neighbours 3.3 radii apart: the W1 on cream cloth between a B1 and the neutral, no strong pixel on it, in a gap of 6.3 radii that the gap search (up to 6) passed over; lost without a word",
		"shared6-farther-camera-001.png":   "the same glossy B3 seen from farther through another camera (stream 0; 1920×700 of the 1080p frame, PNG: as JPEG the tall stack falls apart otherwise), its region a third of the face short of its lit side: read wider by 0.4 of a radius, a sure B2; by a whole radius, three stripes: no sure B2",
		"shared6-camera-1503.jpg":          "the same glossy B3 (stream 15, camera 3, JPEG q97), its region read wider: a sure B2 on the face's threshold, but against its own shade the whole face, two stripes and a hole as light where the third lies: no sure B2",
		"sweep-34-043.png":                 "a tall B2 on hexagons, its face read part by part from its sides, the cut leaving its second stripe a sliver as bright as the first: no sure B1 (PNG: as JPEG the face is read whole)",
		"sweep-30-035.jpg":                 "a tall W3 on rounded squares seen 33° off vertical, its face and side bands one light part of two tiles, cut in two through its third dot: a W2 and a \"W1\" whose stripe is the band's dark side; a cut through a mark is no cut (editions: dots in a row)",
		"sweep-32-073.jpg":                 "a small B2 on hexagons at the far end of a view 35° off vertical, its gold stripes blurred into one bar 0.32 of the face across: no sure B1",
		"sweep-35-043.jpg":                 "a small B3 whose gold stripes run together reach its rim, breaking the ring of its dark part: the table round it and the gold a light face with no marks, which is no neutral",
		"sweep-43-055.jpg":                 "a B1 on a tall stack, its dark part of 1.8 faces cut into its face and its sides, the sides' \"mark\" the neutral's gold band below, 0.9 of a face long: no second B1 (a stack too many, said unreadable)",
		"shared13-light-306.jpg":           "img_0013 in other light (stream 3, light 6, JPEG q90): a W2 and a W1 on a pale table, each with a notch of the table at its rim far paler than its dots, taken for a third and a second mark: no mark",
		"shared6-camera-302.jpg":           "the same glossy B3 on five scales laid a little askew (stream 3, camera 2, JPEG q95): the scales below peek out from under its face, cut from it as a region of their own with no face, too thin for one, within 2.6 of its radii: no stack",
		"aslant-24-059.jpg":                "two W3s of wide stripes seen aslant, the three stripes and the gaps between blurred into one block that reaches the rim, the white face a C round it or two caps: no mark-like hole, no face as convex as one; the block's stripes are its marks",
		"aslant-9-075.jpg":                 "a W3 of wide stripes seen aslant, its block of stripes reaching its rim: the same",
		"aslant-11-071.jpg":                "a B3 of wide stripes, its block of light stripes reaching its rim, read by its block; its light, with the table round it, an unsure W1 larger than it: no W1",
		"aslant-13-077.png":                "a B2 on a light table, the table round it open on one side, taken on the light part's own threshold for a white face whose block of stripes is the B2's face, dark bands either side of its light stripes: a \"W3\" in its place, where the B2 was read surely with its stripes apart (PNG: as JPEG the block does not form)",
		"sweep-36-079.jpg":                 "a W3 of wide stripes whose three stripes the region's threshold sees apart, surely, and the face's own loses one, run into the rim, with a ragged hole where it lies: both see it, a sure W3",
		"sweep-63-001.jpg":                 "the same, another W3 of wide stripes on hexagons (editions sweep seed 63 frame 1)",
		"glossy-085.jpg":                   "a glossy B1 on a table, its lit band a C's gap in its dark part, the band and the stripe a block of two \"stripes\": the band far dimmer than the stripe, no B2",
		"glossy-105.jpg":                   "a glossy B1 on a pale table, the table round it taken for a white face whose block is the B1's face, dark either side of its stripe: the stripe between those \"stripes\" lighter than the table, no W2 (JPEG q95)",
		"shared5-farther-camera-000.jpg":   "16 stacks at 720p, the snake half the frame's width, its scales 30 pixels across (img_0005 seen from farther through another camera): a W1 on cream cloth, found at the working size as the table after all, lost without a word; searched again enlarged, found and read",
		"shared7-farther-camera-000.jpg":   "19 stacks at 720p, the snake half the frame's width, its scales 28 pixels across (img_0007 seen from farther through another camera): two white scales on a beige table lost in it at the working size, the frame read without them, not a word said; searched again enlarged, found and read",
		"shared5-camera-1700.png":          "a W2 on cream cloth (img_0005 through another camera, stream 17) whose face grows to nothing, its two stripes apart and each under one stripe's share: a stack there in the snake's line, said, not lost (PNG: as JPEG it is found)",
		"shared1-camera-3109.png":          "a tall W2 seen from the side (img_0001 through another camera, stream 31): its white scales' grey sides in shade and the black scale at its foot, read part by part as a \"black face\" with a speck for a mark, falls apart on its own threshold, nearly all far lighter than its dark part: no sure B1 (PNG: as JPEG the sides are not cut from the face)",
		"shared7-light-3106.jpg":           "a small W3's dots in a triangle on a face nearly the table's colour (img_0007 in other light, stream 31, JPEG q95), the third run into a shade of the face, a hole three dots large: a dot as dark as the two where a triangle's third lies, no sure W2",
		"sweep-37-019.jpg":                 "a small tilted B3's stripes blurred into one block of two bumps, each \"mark\" 2.3 times the size of the frame's black marks seen apart: no sure B2",
		"sweep-71-047.png":                 "a B3 seen 35° off vertical near the camera, its face 1.9 of the tiles the radius field gives there, read part by part and cut between its stripes into a B2 and a B1: one face nearly as wide as long, read whole (PNG: as JPEG at q90 or q95 it was read right before)",
		"shared6-camera-009.jpg":           "the same glossy B3 (stream 0, camera 9, JPEG q95), its lit side the table's grey and outside its region, ringed only by a thin dark rim: read with what the rim encloses, one B3",
		"shared6-camera-405.jpg":           "the same glossy B3 (stream 4, camera 5, JPEG q90), read B1 from the dark part alone, unsure: read with what its rim encloses, one B3",
		"shared6-camera-3901.png":          "the same glossy B3 (stream 39, camera 1), its lit side only partly enclosed by its rim: filled, two stripes and the middle one run into the rest of the lit side, a ragged hole as light as they are: no sure B2 (PNG: as JPEG the case is gone)",
		"sweep-66-019.jpg":                 "a small tilted B3 on mauve cloth (sweep seed 66, frame 19), its dots in a triangle blurred towards the table's shade: read again with all no lighter than the table as face, the dots filled over but one: no sure B1",
		"sweep-49-009.jpg":                 "a B3 on hexagons (sweep seed 49, frame 9) read B2 unsure: read again filled, as many marks read surer: no sure B2",
		"smallfaint-101.png":               "a small faint W3 whose region ended across its third dot, a notch of 13 pixels in line with the two dots of 42 and 44 and as dark: too small for thirdInLine, past the hull for thirdDotThere, a sure W2 (small faint check, frame 101; PNG: as JPEG it is read right before)",
		"smallfaint-197.jpg":               "a small faint W3's dots in a row, spaced unevenly, the third 1.23 spacings past the nearer one and run into a shade at the face's corner, a ragged hole: no sure W2",
		"sweep-70-019.jpg":                 "a small blurred B3 on hexagons (editions sweep seed 70, frame 19), the table round it lighter than its face and its light stripes one \"white face\" of 2.1 tiles, the black face's middle a ragged hole of 0.23 of it: no sure W1",
		"sweep-9-023.jpg":                  "two W3s on rounded squares seen 34° off vertical (sweep seed 9, frame 23), each with its dots in a triangle run together into one hole too ragged for a mark: three summits in it, three dots (it read \"no marks seen\")",
		"sweep-50-069.jpg":                 "B3s and a W3 of dots in a triangle on discs (sweep seed 50, frame 69), each triangle one lumpy hole, read B1 or B2 unsure or not at all: three summits, three dots",
		"sweep-9-079.jpg":                  "a W3 on hexagons (sweep seed 9, frame 79) whose wide stripes blur into its rim at one end, notches of a face too far from convex for one: three alike bars side by side, its marks (it read \"no marks seen\")",
		"sweep-49-058.jpg":                 "a tall B1 on hexagons with a gold dot (editions sweep seed 49, frame 58), the white side band below it a crescent as light as the dot inside its dark part's hull: white throughout, no gold mark run together, a sure B1 (it read B1 unsure)",
		"touch-rsquare-125.jpg":            "a W3 edge to edge between a tall W2 and the neutral, seen 33° off vertical (touching check, rounded squares, frame 125): a part of 0.5 of the radius field's tile, which black faces with their sides' dark set, taken for no face beside the whole region, then for a sliver beside the largest (black) face: lost without a word",
		"touchmix-009.jpg":                 "two W3s side by side among rounded squares edge to edge (as the touching check lays them, another seed), small and read enlarged: one W3's dots 0.9% of its face, dropped as a side band's speck, the stack lost without a word",
		"sweep-19-009.jpg":                 "a tall B2 on hexagons seen 31° off vertical (editions sweep seed 19, frame 9), its dark part with the white band below it read part by part, the cut through its second stripe: the piece beside it, with a notch of the cut for a mark, a sure B1; on its own threshold a smaller face and unsure: no sure B1",
		"touch-rsquare-210.jpg":            "a B2 edge to edge with a W1 at its corner (touching check, rounded squares, frame 210), its dark part read part by part with no cut parting it face by face: the piece's ragged hole the shade between the two, far dimmer than its dots, and no face's worth of the row left unread: a B2, no mark cut open (it read B2 unsure)",
		"touch-rsquare-044.jpg":            "a W1 edge to edge between the neutral and a B2 (touching check, rounded squares, frame 44), the B2's dark part taking in the W1's side and shade, its box over the W1's face: their outlines apart, two faces (the W1 was lost without a word)",
		"touch-rsquare-195.jpg":            "rounded squares edge to edge seen 27° off vertical (touching check, frame 195), ten of its stacks one region: its nearest face, a B3 as compact as one face, dropped as two run together for being 1.6 times the middle one; kept, the far end's faces, under half its size, dropped as slivers: each face measured against those near it",
		"touch-rsquare-188.png":            "the neutral edge to edge between a B3 and a B1 (touching check, rounded squares, frame 188), the B3's dark part taking in the neutral's shaded side, its box over the neutral's face: their outlines apart, the neutral read (it was a stack said unread) (PNG: as JPEG it was read right before)",
		"touch1001-025.jpg":                "a B2 edge to edge between a W3 and a B3 (touching check drawn from seed 1001, rounded squares, frame 25), its dark part cut with the B3's and read as no face, its place within the reach of its neighbours' sides: the W3 and the B3 read 1.6 faces apart, a stack between them said unread (it was lost without a word)",
		"endgame6-110.jpg":                 "a W3 half under a W1's top, the W1 on a stack of seven leaning over it (endgame check, seed 6, frame 110): one light face of four marks cut in two, each piece a face, their boxes over each other: two faces, not one found twice (the W3 was lost without a word)",
		"endgame6-034.jpg":                 "the neutral edge to edge with a W3 on a stack of seven's row (endgame check, seed 6, frame 34, as JPEG), their light part one face of 1.3 tiles, too short for a row's cut and with no neck: parted by tint, the neutral 0.58 of the tile that tall stacks' sides set, as large as the W3 (it was lost without a word)",
		"endgame6-180.jpg":                 "a W2 and a W1 edge to edge beyond a B3 of seven seen 29° off vertical (endgame check, seed 6, frame 180), one light face of 1.3 tiles with two stripes one way and one alike across them: the marks of two faces, cut apart, the W1's piece 0.45 of the near B2's face but a face as its W2 neighbour is (read a sure W2, the W1 lost without a word)",
		"endgame13-078.jpg":                "two W1s edge to edge at a snake's tail (endgame check, seed 13, frame 78, as JPEG), one light face of a scale's disc with a stripe round each one's centre, 26° apart: the marks of two faces, cut apart and each read (read a sure W1, the other lost without a word); the tall B2 beside them, twice their size, is then taken for two faces run together and said unread",
		"endgame13-112.jpg":                "a W3 beside a B1 on seven seen 29° off vertical (endgame check, seed 13, frame 112), the B1's top leaning over it: the part seen, two stripes, 0.35 of the B1's face, too small against it for a face: said there, not read (it was dropped as a sliver, lost without a word)",
		"endgame-251.jpg":                  "two B1s, a tall stack's top leaning over its neighbour's face (endgame check, seed 9, frame 251), run together into one dark face of 1.5 faces' size with a dot round each one's centre: no sure B2",
		"game-572.jpg":                     "the rendered game's last frame (../shared/games/demo1, frame 572, seen aslant): a stack of seven whose side band, a face long, joins it to the W2 beside it, their faces 1.6 faces apart: no stack lost between them (one was said unread, and the win went unseen)",
		"touch2002-159.png":                "the neutral edge to edge between a W1 and a W3 (touching check drawn from seed 2002, frame 159), its region's light part split by a threshold between its own gold shades, 138 and 173: two dim slivers at its corners its \"marks\", and on its own threshold no face at all: no sure W2 (PNG: as JPEG it is read N)",
		"aslant-8-037.jpg":                 "a far B2 at the head of a snake laid aslant and bent (sweep seed 8, frame 37, PANTAREI_SWEEP_ASLANT, drawn before stacks rose as the camera sees them), one stripe run into the rim, trimmed to its light a little short of a mark and not taken: beside the other, the same way, a second stripe (it was read a sure B1)",
		"aslant-22-079.jpg":                "a B1 on a white scale, turned so that the white side band at its rim lies the stripe's way, a bar 1.7 times the stripe's length (aslant sweep seed 22, frame 79, drawn before stacks rose as the camera sees them): stripes of unlike lengths, no sure B2",
		"aslant-8-038.png":                 "two W3s edge to edge on a purple table (aslant sweep seed 8, frame 38), the table's strip and shadows round them a dark part that rings both faces and owns 0.6 of a face, the strip between them its \"mark\": no B1 where no stack is (PNG: as JPEG it was read right before)",
		"aslant-1-001.jpg":                 "a far W3 between black faces (aslant sweep seed 1, frame 1), the region's low threshold keeping one of its three blurred dots; on its own threshold a smaller face with three: no sure W1",
		"aslant-47-073.jpg":                "a far B2 on a disc 24 pixels across (aslant sweep seed 47, frame 73, of the seeds 25 to 48 counted unseen until then), its two wide stripes run together into one block 1.5 times as long as wide, 14% of the face: no sure B1",
		"folds-038.jpg":                    "a fold's lit flank running from the frame's top edge to a W3 lying at its foot (tables check, frame 38, as JPEG), fading into the cloth but stepping sharply into the W3's face: counted with that step it was no light on the cloth but an arm reaching in, and the W3 it touched was said unread",
		"folds-020.jpg":                    "a fold's shaded flank on a green cloth, apart from the foreground only by its chroma and so broken by noise into pieces each too small to judge (tables check, frame 20, as JPEG): a piece beside a B3 said a stack unread where none is",
		"palefolds-027.jpg":                "a pale green cloth's shaded flank running off the frame's edge, apart from the cloth by its chroma (tables check, frame 27, as JPEG): a region too large for a stack, at the frame's edge, was taken for an arm, and the three stacks it touched were said unread",
		"shared12-farther-cam-001.jpg":     "19 stacks on wood, the snake half the frame's width (img_0012 seen from farther through another camera, stream 0): a patch of the wood a little lighter, a seventh of the frame across, broken by noise into specks each too small to judge: joined to the snake, nine stacks said run together; its specks judged as one, the table",
		"shared6-light-001.jpg":            "a W1 on a stack of white scales beside a B1 (img_0006 in other light, stream 0, light 1, as JPEG q100), the cream of its lower scales' side the table's colour lit more, next to the stacks' shadows, which fade: taken out with the shadows as one region, the W1's side left \"something too faint to tell\"; the lighter apart from the darker, the side stays",
		"folds-015.jpg":                    "a purple cloth's fold, its flank running aslant through the snake and broken by noise into specks (tables check, frame 15, as JPEG): pieces of it beside the stacks said stacks unread where none are; its specks judged as one, the table",
		"shared7-blur-000.jpg":             "img_0007 out of focus (a Gaussian blur of 2 pixels, JPEG q95): two W2s on cream cloth side by side, between a B2 and the neutral, their faces no strong pixel at all; the gap they leave is two stacks wide, and only gaps one stack wide were searched for faint faces: both lost without a word",
		"shared6-defocus-003.png":          "the same glossy B3 out of focus (img_0006 blurred by σ 1.2 to 2.2 pixels at 720p's scale, noise and JPEG q85–95, drawn from seed 3 by a probe), its stripes run into its lit side on the face's threshold, and against its own shade the whole face crowded with its sides: the core cut from it, two stripes, is no sure B2 (it was; PNG: as JPEG, or cut smaller, it is read right before)",
		"shared11-defocus-100.jpg":         "a B3 on wood out of focus (img_0011, TestSharedScenesPerturbed's defocus, stream 1, frame 0, JPEG q95), its dark body blurred into its gold stripes and under the region's threshold only in part: the stripes and the table round them a \"white face\" with a piece of the body for its one mark, which on its own threshold is all its darker shade but a sliver: no sure W1 (it was)",
		"shared7-defocus-800.png":          "a W3 on cream cloth out of focus (img_0007, TestSharedScenesPerturbed's defocus, stream 8, frame 0), its dots in a triangle run together into one ragged hole, a faint sliver of shade beside them its one \"mark\", far paler: no sure W1 (it was; PNG: as JPEG it is read right before)",
		"shared5-vignette-000.jpg":         "img_0005 with its corners darkened (gain 1 − 0.45·r², r the distance from the middle over half the width; JPEG q95): the head W2 on cream cloth, a few units off it, too small a face wherever it stands apart from the cloth and run out over it below: said there, not lost (it was lost without a word)",
		"shared7-defocus-1101.jpg":         "img_0007 out of focus (stream 11, frame 1, JPEG q95): a W3 on cream cloth, no strong pixel on it, between the neutral and a B3 two stacks' spacing apart; the neutral's box, its shade and side taken in, reached the gap's middle, and the gap was not searched: lost without a word",
		"shared7-farther-camera-1401.jpg":  "the same place seen from farther through another camera (img_0007, stream 14, frame 1, JPEG q98): the W3 has strong pixels there and grows from them; the gap's weak specks added to its place, the neutral's box reaching it, grew it into a sure W2",
		"shared4-farther-camera-1301.jpg":  "img_0004 seen from farther through another camera (stream 13, frame 1, JPEG q98): a small B3 read again with what its rim encloses, three stripes and, beside them, a ragged hole as light as they are; three marks are as many as a face has, and the hole hides none (it was said unread)",
		"shared1-farther-camera-1301.jpg":  "img_0001 seen from farther through another camera (stream 13, frame 1, JPEG q98): the flat scales' regions lie a little to the left of their faces, their shadows, and the tall stacks' down and to the left, their sides; the tall W2's side band, the way down by the tall ones, was said a stack unread by the median's",
		"shared7-defocus-1301.jpg":         "img_0007 out of focus (stream 13, frame 1, JPEG q95): a W1 on cream cloth whose blurred dot, 3% of the face in its middle, leaves the face plain inside its outline; taken for a hole at the face's edge, it was no mark, and the W1 said unread",
		"shared13-camera-3708.jpg":         "img_0013 through another camera (stream 37, camera 8, JPEG q95): the lamp's pool on the table at the frame's top edge, a region a third of a stack's size whose rim steps 1.06 times what makes a scale's: the table, no stack",
		"shared7-defocus-2700.jpg":         "img_0007 out of focus (stream 27, frame 0, JPEG q93): a W1 on cream cloth, its dot in the middle blurred to 49 below the face, which on its own is plain; the region's threshold, under 50 between its shades, was taken for one between a face's own shades, and the W1 said unread",
		"shared7-defocus-2602.jpg":         "img_0007 out of focus (stream 26, frame 2, JPEG q99): a B3's three dots, close as a die's, seen apart on the region's threshold and run into one lumpy hole on the face's own, which said so: the three seen apart are the reading (it was an unsure B1)",
		"shared13-farther-camera-4801.png": "img_0013 seen from farther through another camera (stream 48, frame 1): a W1 on a black scale at the snake's end, on a white table; a faint face grown there, not read, of another of the table's surfaces by its colour, its black side a sharp rim: the snake's end is no line with a stack on either side, and it was lost without a word (PNG: as JPEG it is said before)",
		"shared6-camera-4901.jpg":          "img_0006 through another camera (stream 49, camera 1, JPEG q95): a tall B3's sides a region of their own below its face; read with the lit side filled, widened by a radius, the face's three stripes above were the sides' marks: a second sure B3 where no stack is",
		"shared6-camera-4602.jpg":          "img_0006 through another camera (stream 46, camera 2, JPEG q97): a tall B3 whose third stripe lies on its lit side, off the region; read with the table round it, a sure B3 not taken (its mark's centre off the region), then with the lit side filled a sure B2, taken without a word: said unread",
		"shared1-camera-4807.jpg":          "img_0001 through another camera (stream 48, camera 7, JPEG q97): a tall W2's lowest sides and the black scale under them, a region of their own, read as a faint white face, a sure W1 whose mark is a bar three times as long as wide, where every other face's marks are dots: a stack where none is, without a word",
		"sweep-65-032.jpg":                 "a B1 on a white scale, its dot and the white side band below its face both holes in it (sweep seed 65, frame 32, dots, JPEG q95): the bar, dimmer than the dot, was the counted mark, and a bar among dots made the B1 unsure; the dot is the face's mark",
		"shared11-farther-000.jpg":         "img_0011 seen from farther (JPEG q95): the strip of blue floor at the frame's left edge, mirrored past it, a wedge from the top taken for an arm, and its point, cut from it in two pieces by the opening, each a stack said unread; no face, narrower than a scale, within a radius of the arm or of the piece before: hidden with it",
		"shared11-farther-camera-2600.jpg": "the same seen through another camera (stream 26, frame 0, JPEG q97): the wedge's point one piece, joined to the crumbs beside it, a radius and more below the wedge: a stack said unread, until the point was looked for within 1.5 radii",
		"shared11-farther-camera-2500.png": "the same through another camera (stream 25, frame 0; PNG: as JPEG the wedge is one region): the wedge's lighter middle, six radii across, a region of its own inside the arm's box, a stack said unread: hidden with the arm",
		"shared11-farther-camera-4400.png": "the same through another camera (stream 44, frame 0; PNG: as JPEG the point is one piece): the piece nearest the wedge grown ragged, something too faint to tell from the table, and two more beyond it, three stacks said unread: all three hidden with the wedge",
		"shared5-camera-4400.jpg":          "img_0005 through another camera (stream 44, frame 0, JPEG q97): a W2 on pale grey cloth, its face grown from the cloth's colour, its two stripes run into the crescent of its shadow's rim inside the face's hull, a notch larger than either stripe: the stripes are the alike notches, the crescent beside them; it was said unread",
		"shared6-light-4706.png":           "img_0006 in other light (stream 47, frame 6; 1920×700 of the 1080p frame, PNG: as JPEG it is read right before): a tall W1's cream sides and the gold scale under them, grown ragged from their pieces, something too faint to tell from the table 1.74 radii below the W1's face, the way every stack's sides lie: its sides, not a stack unread",
		"shared0-defocus-2401.jpg":         "img_0000 out of focus (stream 24, frame 1, JPEG q95): a small W2's two stripes run into one hole, counted by its two bumps and its two summits alike; blur swells such a hole past the frame's other marks, each seen apart, and at 2.9 times their size it was said perhaps one more, unread",
		"shared6-defocus-2403.jpg":         "the glossy B3 out of focus (img_0006, stream 24, frame 3, JPEG q97): its thin dark rim, blurred, fades where the face's corner rounds into its shadow, and the gap there, 9 pixels, let the table into the lit side, its third stripe on it: said unread; a rim widened by a seventh of the radius closes it",
		"shared6-camera-4403.jpg":          "img_0006 through another camera (stream 44, frame 3, JPEG q97): a tall B3's lower sides, a piece of their own 1.29 radii below its face, where the frame's faces sit in the middle of their regions and the way their sides lie is not known: said a stack unread",
		"shared0-camera-4206.jpg":          "img_0000 through another camera (stream 42, camera 6, JPEG q95): a small B2 on grey cloth whose left stripe parts its face, the piece left of it read B1 and the rest, read widened, a sure B2 whose face holds that stripe: both said unread as pieces of one stack beside another",
		"shared0-farther-camera-4400.jpg":  "img_0000 seen from farther through another camera (stream 44, frame 0, JPEG q95): a small B2 on grey cloth parted by a stripe into halves, each 0.45 of a disc and read a sure B1: both said unread as pieces of one stack; read together, a sure B2",
		"shared11-defocus-4203.jpg":        "img_0011 out of focus (stream 42, frame 3, JPEG q95): a B3's gold stripes, blurred unevenly, of 54, 58 and 87 pixels; the larger two the group of alike marks, the middle one left out by a hair: an unsure B2, where the three are a row, evenly spaced",
		"shared6-light-4307.png":           "img_0006 in other light (stream 43, frame 7; PNG, compression 9: as JPEG, or cropped, it is read right before): the glossy B3's face region the table's grey lit more by its colour, the table after all, dropped before it was read widened; its tall sides, a region of their own, said a stack unread. Read widened with its lit side filled before it is dropped: a sure B3",
		"shared1-camera-0001.jpg":          "img_0001 through another camera (stream 0, camera 1, JPEG q96): beside a W2's two dots, a shade's ragged hole of two bumps whose part as dark as a dot is 4 pixels, no dot; taken as one mark by its light, the W2 was said unread",
		"shared10-farther-camera-6001.jpg": "img_0010 seen from farther through another camera (stream 60, frame 1, JPEG q96): a W3's two other stripes run together and into the dark side of the scale below past the face's rim, one ragged hole whose centre lies four stripe widths off the one stripe counted: a sure W1",
		"shared6-camera-6000.png":          "img_0006 through another camera (stream 60, camera 0; PNG: as JPEG it reads otherwise before): a sliver of a lower scale's light side along a tall B3's face, 1.5 times as long as its stripes, taken for a fourth: the face cut in two, two sure B1s",
		"shared0-farther-camera-6201.png":  "img_0000 seen from farther through another camera (stream 62, frame 1; PNG: as JPEG it reads right before), tiles 18 pixels across: a B2's face cut between its stripes, a piece of 0.31 of a scale's disc with one stripe read a B1",
		"shared9-camera-6104.png":          "img_0009 through another camera (stream 61, camera 4; PNG: as JPEG, even at q100, it reads right before): a B2's deep shadow below it cut from its crowded face as a face of its own, a speck of light in it (peak 77 to the dots' 180) a mark: an extra B1, sure",
		"shared7-light-5103.png":           "img_0007 in other light (stream 51, frame 3; PNG: as JPEG it is said unread before): a W2 whose second dot ran into a shade at its rim, one hole of two bumps taken for two dots run together, a sure W3; its part as dark as a dot is one dot (trimByLight), so it is no proof of two",
		"shared12-farther-camera-7101.jpg": "img_0012 seen from farther through another camera (stream 71, frame 1, JPEG q95): a lamp's light on the wood a third of the frame across, grown with half the snake into one region three scales thick; the scale's size taken from its thickest ridge alone, every stack was a speck beside it and the snake one stack unread. Along its whole ridge, the stacks set the size; the light, judged away from them, is the table",
		"shared12-farther-camera-6901.jpg": "the same through another camera (stream 69, frame 1, JPEG q95): a W1 and a W2 grown with the lit wood above them into one faint region eleven scales' discs large, a face 3.3 times a scale's across read a sure W1 by the W1's mark, the W2 lost without a word: said unread",
		"shared4-farther-camera-7801.png":  "img_0004 seen from farther through another camera (stream 78, frame 1; PNG: as JPEG, even at q100, it reads right before): a B3 with a white scale's rim below it, its second and third stripes run together into one block and its first seen apart; the block's two stripes taken for all the face's, a sure B2",
		"shared0-defocus-7803.jpg":         "img_0000 out of focus (stream 78, frame 3, JPEG q97): a B2 on grey cloth whose stripes blurred with the face between them into the table's grey, its rim's sides taken by the W3 and W2 either side; what was left of it, a black arc above and below a light blot, grew into no face and was lost without a word: said unread",
		"shared11-farther-camera-7901.jpg": "img_0011 seen from farther through another camera (stream 79, frame 1, JPEG q95): a blue strip of floor down the frame beside the snake's head, strong nearly all through, judged a pool of light by the 3% of it away from its strong pixels; its rim, left in pieces, was said six stacks unread",
		"shared12-farther-camera-7900.jpg": "img_0012 seen from farther through another camera (stream 79, frame 0, JPEG q95): a W3 on wood, its scale's shaded side along its rim a fourth bar parallel to its stripes, 1.47 times their length; four marks, and the W3 said unread",
		"shared13-light-8206.png":          "img_0013 in other light (stream 82, frame 6; PNG: as JPEG, even at q100, it reads right before): a W2 of red dots, 91 and 95 pixels, and a dim notch at its rim of 146; the notch and the larger dot taken as the two marks, the notch then dropped as no mark, a sure W1. Without the notch, the two dots are the marks",
		"shared1-camera-9006.png":          "img_0001 through another camera (stream 90, camera 6; PNG, the frame's middle 900 rows: as JPEG, even at q100, it reads right before): a tall W2's black lowest scale and its shadow cut from it as a region of 0.755 of a disc, no marks seen, just over the 0.75 a tall stack's sides were allowed beside its region of 1.72: said a stack unread",
		"shared1-camera-9109.png":          "img_0001 through another camera (stream 91, camera 9; PNG: as JPEG it reads right before): the same tall W2's black lowest scale in the W2's own region, the white sides above it a bar, read a B1 1.83 radii below the W2's face, past the 1.75 side bands were forgotten within; a bar among dots, said a stack unread",
		"shared7-defocus-7803.jpg":         "img_0007 out of focus (stream 78, frame 3, JPEG q96): a W3's dots in a triangle blurred into one hole of three summits, and beside it a shaded sliver along the rim, 3 pixels wide, that kept the hole from being read as the face's lone one: a sure W1",
		"shared12-camera-10007.jpg":        "img_0012 through another camera (stream 100, camera 7, JPEG q85): the light falling off to the right, the plank there 25 darker than the table's mean but 4 darker than the plank beside it, was taken for the floor beyond the table's edge, and the snake's last two stacks on their seam cut off with it, without a word",
		"aslant-90-067.jpg":                "fresh aslant seed 90, frame 67 (JPEG q97): a small B3 of wide stripes far from the camera, its outer stripe run into the middle one by a thin bridge, the hole opened to 289 and 166 pixels and read by the larger piece alone: a sure B2; now the two pieces alike are marks run together, and the B3 is said unsure (the head beside it, too small to read, is said so)",
		"shared1-camera-10004.jpg":         "img_0001 through another camera (stream 100, camera 4, JPEG q97): the tall W2's and the B2's sides, cut from them, each said a stack unread: two faces of nine showed their sides, where sidesShown asked a third, so no way down was known",
		"touch-rsquare-035b.png":           "touching rounded squares, frame 35 as the check draws it today (PNG: as JPEG it reads right before): a B2 and the unsure W1 it touches, read against the B2's shade as one black face of 2.5 scales, the W1's face and mark among its holes; with the trimmed hole that made it unsure left ragged, it read a sure B2 and took the W1's place, lost without a word. A face that takes a lit side's place is one scale's, under two",
		"povray-206.png":                   "a POV-Ray scene (seed 206, vision/testdata/povray): two B1s, glossy, lit by the lamp to a grey 100 on a brown felt, their small gold dots lighter still; the region's one threshold parted the dark rim and shadow from the face, which as the light part had no holes: both said unread, no marks seen. On the light part's own threshold the face is the dark part, its dot a hole: one B1 read, the other unsure",
		"povray-238.png":                   "a POV-Ray scene (seed 238): a glossy B2 lit to the shade of the dark olive laminate under it, its two dots alone standing out, too small for a stack, and no face grew round them: lost without a word at the snake's head. Light marks alone in the snake's line are said a stack unread",
		"povray-230.jpg":                   "a POV-Ray scene (seed 230, JPEG q95): a hand on purple cloth whose thumb touches a W1's face in the picture, and a glossy B2 lit grey at the snake's other end; the W1 went with the hand's region, said hidden, and the B2's dots were no holes in the lit face: the W1, grey and of no skin's hue, is cut from the hand's region, whole beside it, and read, and the B2 read on its light part's own threshold",
		"povray-1020.jpg":                  "a POV-Ray scene (fresh seed 1020, JPEG q95): a hand over all three stacks of a snake seen close, the arm cut by the frame's top edge; that piece of arm, pale and yellower than the white faces, was read the neutral: beside a hand, a blank face cut by the frame's edge is not named",
		"povray-1029.png":                  "a POV-Ray scene (fresh seed 1029; PNG: as JPEG it is said before): tall stacks seen close at 26° on a pale green cloth, the cloth's shade between a W3 and a B2 a blank face 14.8 yellower than the white faces and 27.5 greener: it was read the neutral where no stack is. Gold is yellow, not green",
		"povray-242.jpg":                   "a POV-Ray scene (seed 242, JPEG q95): a hand over three stacks of a snake on pale wood, a B3 beside its fingers run into its region: cut from it, whole, and read; it was said unread, a hand touching it",
		"povray-104.jpg":                   "a POV-Ray scene (seed 104, generated with darker shadows, JPEG q95): an arm and its shadow over a snake on a pink cloth, one region with eight of its stacks, from the frame's top edge; weighed with the two stacks apart, it made a scale's radius four times theirs, and the frame was said empty: the stacks apart are read, and beside the hand some",
		"povray-1214.png":                  "a POV-Ray scene (fresh seed 1214; PNG: as JPEG it is read otherwise before): a dark hand on brown laminate, never taken for a hand, a finger laid over two stacks: its region, 7.6 times the usual face and yellower than the white faces, was read the neutral. No face is five faces large",
		"povray-1224.png":                  "a POV-Ray scene (fresh seed 1224; PNG: as JPEG it is read otherwise before): a pale arm across the whole frame, its upper part taken for the table lit, crumbs along its rim left apart from the regions at the frame's edge: a scale's radius of theirs (3.2 at working size) made them stacks, one a sure B1. The frame is said hidden",
		"povray-227.jpg":                   "a POV-Ray scene (seed 227, JPEG q95): an arm's shade over four stacks on tan wood, two W1s grey in it (no lighter than the table lit) and two B2s with gold dots (no light pixel), run into the arm's region and lost with it: cut from it, as grey on a coloured table and as dark faces with marks of colour, and read",
		"shared6-camera-12406.png":         "img_0006 through another camera (stream 124, camera 6; PNG: as JPEG it is read right before): the glossy B3's face read only to where its lit side meets the grey table, which cut it at its third stripe: two stripes and the face's edge, a sure B2; a third stripe past the face's cut edge, in line, makes it unsure, and read wider it is a B3",
		"povray-1316.jpg":                  "a POV-Ray scene (fresh seed 1316, JPEG q90): a B1 lying off its stack of white scales, their side between it and the W1 beside it, the two faces 1.54 faces apart but only 0.42 of a face outside both outlines between them: no stack lost there (it was said unread)",
		"povray-1417.jpg":                  "a POV-Ray scene (fresh seed 1417, JPEG q90): three tall stacks on wood filling the frame, each a quarter of it across: the table's median over a quarter of the frame was the white faces' own colour under them, so only their rims stood out, and they were lost without a word. The table is mended where its estimate is of no colour a light makes of it",
		"povray-1423.jpg":                  "a POV-Ray scene (fresh seed 1423, JPEG q90): three rounded squares seen close on dark wood, a B3 between two W2s; the faces each a plank's size, meeting along straight edges, were taken for planks and the table under them given their own colour: two lost without a word",
		"povray-1623.jpg":                  "a POV-Ray scene (fresh seed 1623, JPEG q95): an arm over a snake on pinkish wood of skin's hue, a W3 beside it in its region, the face cream in the warm light and of skin's hue too (chroma 19 to the arm's 32), its stripes dark red: all of it taken for skin, it was lost with the arm. Greyer than the arm for its lightness, it is a face, and its red stripes, each fringed with skin's colours, its marks",
		"povray-1414.jpg":                  "a POV-Ray scene (seed 1414, JPEG q95): a pale arm on olive felt, a B1 at its fingertips (a guard, read right before): with skin told from a face's grey by the felt's chroma, a way tried, the arm, no more coloured than the felt, was all white face, one piece of 19 faces with the B1 in it, and the B1 was lost",
		"povray-1624.jpg":                  "a POV-Ray scene (fresh seed 1624, JPEG q95): hexagons on violet felt, two B3s whose three dots touch in a triangle, one round hole of one summit filling 0.63 of its box, said unsure (\"read as B1 but only 45% sure\"): its outline's three lobes are the three dots",
		"povray-1538.jpg":                  "a POV-Ray scene (seed 1538, JPEG q95): a glossy B3 on orange wood, tinted to chroma 21 by the warm light, its lit bevel a sliver off its rim (0.91 of its hull): said \"no marks seen\" for want of 0.95 convex",
		"povray-1429.jpg":                  "a POV-Ray scene (seed 1429, JPEG q95): an arm over violet felt, a W3 beside the shade its fingers cast, its face and that shade one piece of 15 faces, dark and light together, too large for a face: lost with the arm. Cut colour by colour, the W3 is a light piece with its three dark dots for holes",
		"povray-1704.jpg":                  "a POV-Ray scene (fresh seed 1704, JPEG q95): an arm seen close over discs on red laminate, so large that it fills the table's window and is taken for the table, a fingertip where the frame's top edge cuts it read the neutral, the W3 under the hand lost without a word: no hand found, a blank face cut by the frame's edge is not named",
		"povray-1729.png":                  "a POV-Ray scene (fresh seed 1729; PNG: as JPEG, even of quality 100, the two are read apart): the neutral and a W3 touching it on teal felt, one light face of 3.2 scales' with no marks seen, read the neutral by the colour of both, and the W3 lost without a word: faces with no marks run into one larger than a scale's name no neutral",
		"near5-055.jpg":                    "the near check, seed 5 frame 55 (JPEG q97): rounded squares seen close and 31° off vertical on a grey-green cloth, a W1 at the snake's far end half a disc of the radius fitted to the nearer stacks, too thin for a core and too small for an orphan: lost without a word",
		"povray-1525.jpg":                  "a POV-Ray scene (fresh seed 1525, JPEG q90): rounded squares on red felt under a warm lamp, a B2 and a B1 whose glossy faces the light tints to chroma 21 and 22, over the 18 a black face keeps elsewhere: whole, convex faces with clean stripes, they are black faces (both were said \"no marks seen\")",
		"povray-1407.jpg":                  "a POV-Ray scene (fresh seed 1407, JPEG q90): small hexagons with engraved dots pressed into a triangle, one hole of two summits, round, filling 0.58 to 0.64 of its box: two dots fill more; the B3s read B2 and a W3 a W2 without a word",
		"shared4-farther-camera-2601.jpg":  "img_0004 seen from farther through another camera (stream 26, frame 1, JPEG q95): a small B3 whose two upper stripes, blurred with the face round them into the table's grey, leave a hole in its region; read widened, a sure B3, but its marks were not all the region's, and it was an unsure B1",
	}
	unsure := map[string]bool{"povray-1407.jpg": true, "povray-1029.png": true, "povray-206.png": true, "povray-238.png": true, "shared6-camera-10702.jpg": true, "touch-rsquare-035b.png": true, "aslant-78-079.jpg": true, "aslant-90-067.jpg": true, "shared0-defocus-7803.jpg": true, "shared10-farther-camera-6001.jpg": true, "shared5-vignette-000.jpg": true, "shared1-camera-4807.jpg": true, "shared6-camera-4602.jpg": true, "shared13-farther-camera-4801.png": true, "shared7-defocus-800.png": true, "shared11-defocus-100.jpg": true, "shared6-defocus-003.png": true, "palefolds-096.png": true, "faint-008.png": true, "smallfaint-125.jpg": true, "dark300-225.png": true, "aslant-72-059.jpg": true, "aslant-3-031.jpg": true, "thick-37-019.jpg": true, "aslant-45-079q.jpg": true, "endgame13-078.jpg": true, "endgame13-112.jpg": true, "aslant-47-073.jpg": true, "aslant-22-079.jpg": true, "aslant-1-001.jpg": true, "endgame-251.jpg": true, "touch2002-159.png": true, "touch1001-025.jpg": true, "smallfaint-197.jpg": true, "shared7-light-5103.png": true, "sweep-70-019.jpg": true, "palefolds-011.jpg": true, "sweep-58-077.jpg": true, "shared6-camera-3901.png": true, "sweep-66-019.jpg": true, "sweep-49-009.jpg": true, "shared1-camera-3109.png": true, "shared7-light-3106.jpg": true, "sweep-37-019.jpg": true, "sweep-43-055.jpg": true, "sweep-32-073.jpg": true, "sweep-35-043.jpg": true, "sweep-34-043.png": true, "shared6-camera-1503.jpg": true, "shared6-farther-camera-001.png": true, "sweep-92-061.jpg": true, "shared6-camera-1611.jpg": true, "shared6-camera-1601.jpg": true, "shared5-camera-1700.png": true, "shared6-camera-1009.jpg": true, "smallfaint-094.jpg": true, "smallfaint-168.jpg": true, "smallfaint-196.png": true, "dark-110.png": true, "edge-177.jpg": true, "sweep-18-047.jpg": true, "palefolds-022.jpg": true, "glossy-094.jpg": true, "touch-rsquare-145.jpg": true, "faint-025.jpg": true, "faint-075.jpg": true, "small-053.jpg": true, "small-270.jpg": true, "small-030.jpg": true, "edge-043.jpg": true, "glossy-022.jpg": true, "touch-rsquare-045.jpg": true, "sweep-6-019.jpg": true, "folds-031.jpg": true, "folds-072.jpg": true, "dark-005.jpg": true, "touch-rsquare-035.png": true}
	// These may lose a stack beside one said unreadable, or under a
	// region said hidden, as long as none is read as what it is not: the
	// frame says it was not read.
	said := map[string]bool{"povray-1729.png": true, "povray-104.jpg": true, "povray-1214.png": true, "povray-1224.png": true, "shared12-farther-camera-6901.jpg": true, "palefolds-013.jpg": true, "endgame8-020.jpg": true, "touch-rsquare-008.jpg": true, "touch-rsquare-114.jpg": true, "folds-069.jpg": true}
	results, err := EvalScenes("testdata/frames", DefaultOptions(), 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != len(why) {
		t.Errorf("%d frames in testdata/frames, want %d", len(results), len(why))
	}
	for _, r := range results {
		if why[r.Name] == "" {
			t.Errorf("%s: no reason given for keeping it", r.Name)
		}
		misread := wrongClaims(r.Want, r.Got)
		switch {
		case misread > 0:
			t.Errorf("%s (%s): %d stacks read as what they are not\n  want %v\n  got  %v", r.Name, why[r.Name], misread, r.Want, r.Got)
		case said[r.Name] && r.Wrong > 0 && !r.Said:
			t.Errorf("%s (%s): %d stacks wrong, none said unreadable, no region said hidden\n  want %v\n  got  %v", r.Name, why[r.Name], r.Wrong, r.Want, r.Got)
		case !said[r.Name] && (r.Wrong > r.Unreadable || r.Wrong > 0 && !unsure[r.Name]):
			t.Errorf("%s (%s): %d stacks wrong\n  want %v\n  got  %v", r.Name, why[r.Name], r.Wrong, r.Want, r.Got)
		}
	}
}

// TestFoldFlankNoStack: a fold's lit flank several scales large, lit
// more than a face's reach, is the table: the frame holds as many
// readings as the snake has stacks, none of them in the flank.
func TestFoldFlankNoStack(t *testing.T) {
	obs := detectStored(t, "palefolds-011.jpg")
	flank := image.Rect(400, 320, 670, 600)
	for _, s := range obs.Stacks {
		if s.Center.In(flank) {
			t.Errorf("a stack at %v in the fold's flank (%s)", s.Center, s.Why)
		}
	}
	if len(obs.Stacks) != 12 {
		t.Errorf("%d stacks, want the snake's 12", len(obs.Stacks))
	}
}

// TestStackBesideErased: img_0006 seen from farther through another
// camera (stream 106, frame 1, JPEG of quality 97), a dark strip of
// floor at the frame's side run together with the first three stacks
// into a region erased as too large for a stack. The B3 beside it, too
// thin for a core of its own (its stripes open to the table at its
// rim), went with the erased region's cores and was lost without a
// word. It is read, and so is the W2 beyond it; the three under the
// erased region are said hidden.
func TestStackBesideErased(t *testing.T) {
	obs := detectStored(t, "shared6-farcamera-10601.jpg")
	want := map[string]image.Point{"B3": {1146, 455}, "W2": {1317, 585}}
	for top, at := range want {
		found := false
		for _, s := range obs.Stacks {
			found = found || s.Top.String() == top && dist(s.Center, at) < obs.TileRadius
		}
		if !found {
			t.Errorf("no %s read near %v: got %v", top, at, TopStrings(obs.Tops()))
		}
	}
	if len(obs.Occluded) == 0 {
		t.Errorf("the three stacks under the region erased are not said hidden")
	}
}

// TestUnreadPlaceBox: a stack not read beside those read is drawn and
// reported as a scale's box round its place, not as its region's box,
// which in a snake run together is the whole snake's.
func TestUnreadPlaceBox(t *testing.T) {
	obs := detectStored(t, "touch-rsquare-035.png")
	found := false
	for _, s := range obs.Stacks {
		if s.Why != unreadBeside {
			continue
		}
		found = true
		side := 2*obs.TileRadius + 2
		if !s.Center.In(s.Bounds) || float64(s.Bounds.Dx()) > side || float64(s.Bounds.Dy()) > side || len(s.Outline) != 4 {
			t.Errorf("place at %v: box %v, outline %v; want a box round it at most %.0f across", s.Center, s.Bounds, s.Outline, side)
		}
	}
	if !found {
		t.Fatal("no stack said not read beside those read")
	}
}

// detectStored reads testdata/frames/name with a default detector.
func detectStored(t *testing.T, name string) Observation {
	t.Helper()
	img := gocv.IMRead("testdata/frames/"+name, gocv.IMReadColor)
	defer img.Close()
	if img.Empty() {
		t.Fatalf("%s: no such picture", name)
	}
	det := NewDetector(DefaultOptions())
	defer det.Close()
	obs, err := det.Detect(img)
	if err != nil {
		t.Fatal(err)
	}
	return obs
}
