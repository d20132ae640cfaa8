/* korf.h — Korf's 100 15-puzzles (data/korf100.txt) for test-search-pdb and
 * bench-search: read, and solved by IDA* with the pattern databases through
 * the document's space, the path checked move by move. */
#pragma once

#include "core/qd-space.h"

G_BEGIN_DECLS

typedef struct {
  guint number;        /* 1 … 100, Korf's Table 1 order */
  guint length;        /* the published optimal length */
  guint8 cells[16];    /* row by row, 0 the blank; goal 0 1 2 … 15 */
} Korf;

/* All the file's instances (checked: 100 of them, each a permutation with
 * the solvable parity, the lengths summing to 5,305). */
GArray *korf_read (const char *path, GError **error);
/* IDA*, the blank's inverse move not generated, no node budget.  Fills
 * `result` (qd_space_result_clear it); FALSE with a message when the path
 * is not a legal path to the goal. */
gboolean korf_solve (const Korf *korf, QdSpaceResult *result, GError **error);

G_END_DECLS
