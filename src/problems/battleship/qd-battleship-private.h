/* qd-battleship-private.h — what the Battleship solver and hints share: the
 * cell masks (bit v: value v, W S L R T B M), and the filters that both the
 * CSP propagators and the hint's own fixpoint loop run on them. */
#pragma once

#include "qd-battleship.h"

G_BEGIN_DECLS

#define N_VALUES 7
#define BIT_W (1u << 0)
#define BIT_S (1u << 1)
#define BIT_L (1u << 2)
#define BIT_R (1u << 3)
#define BIT_T (1u << 4)
#define BIT_B (1u << 5)
#define BIT_M (1u << 6)
#define ALL_BITS 0x7fu
#define SHIP_BITS 0x7eu
#define MAXN QD_BATTLESHIP_MAX_SIZE


static inline guint8 cell_bit (QdBsCell cell) { return (guint8) (1u << (cell - 1)); }

/* Why a filter failed or decided a cell, for hints (NULL when solving). */
typedef struct {
  char *text;
} Why;

void        bs_why_set (Why *why, const char *format, ...) G_GNUC_PRINTF (2, 3);
char       *bs_cell_name (guint row, guint col);
const char *bs_length_name (guint len);
char       *bs_line_name (guint line, gboolean column);

/* Once, before any line filter. */
void        bs_init_tables (void);
/* GAC on one line: the masks m[0..n-1] form ships along the line with
 * `count` ship cells.  FALSE on a failure; *work counts the steps. */
gboolean    bs_line_filter (guint8 *m, guint n, guint count, gboolean column, guint64 *work);
void        bs_line_explain_failure (const QdBattleship *p, const guint8 *m, guint line,
                                     gboolean column, Why *why);

/* Ship cells per row and column that are already decided. */
typedef struct {
  guint n;
  guint8 row_def[MAXN], col_def[MAXN];
} FleetScratch;

gboolean    bs_placement_ok (const QdBattleship *p, const guint8 *dom, const FleetScratch *fs,
                             guint r, guint c, guint len, gboolean horiz, gboolean *fixed);
/* The fleet over the whole board (dom: n*n masks).  FALSE on a failure. */
gboolean    bs_fleet_filter (const QdBattleship *p, guint8 *dom, guint64 *work, Why *why);
/* Diagonal neighbours of a definite ship cell are water. */
gboolean    bs_diagonal_filter (guint n, guint8 *dom, Why *why);

/* Solves with the player's marks as extra hints (NULL: none). */
QdBsResult *bs_solve_with_marks (const QdBattleship *puzzle, const guint8 *marks,
                                 const QdBsSolveOptions *options);

G_END_DECLS
