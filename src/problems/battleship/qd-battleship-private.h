/* qd-battleship-private.h — what the Battleship solver and hints share: the
 * cell masks (bit v: value v, W S L R T B M), and the filters that both the
 * CSP propagators and the hint's own fixpoint loop run on them. */
#pragma once

#include "qd-battleship.h"

G_BEGIN_DECLS

#define QD_BATTLESHIP_N_VALUES 7
#define QD_BATTLESHIP_BIT_W (1u << 0)
#define QD_BATTLESHIP_BIT_S (1u << 1)
#define QD_BATTLESHIP_BIT_L (1u << 2)
#define QD_BATTLESHIP_BIT_R (1u << 3)
#define QD_BATTLESHIP_BIT_T (1u << 4)
#define QD_BATTLESHIP_BIT_B (1u << 5)
#define QD_BATTLESHIP_BIT_M (1u << 6)
#define QD_BATTLESHIP_ALL_BITS 0x7fu
#define QD_BATTLESHIP_SHIP_BITS 0x7eu


static inline guint8 qd_battleship_cell_bit (QdBattleshipCell cell) { return (guint8) (1u << (cell - 1)); }

/* QdBattleshipWhy a filter failed or decided a cell, for hints (NULL when solving). */
typedef struct {
  char *text;
} QdBattleshipWhy;

void        qd_battleship_why_set (QdBattleshipWhy *why, const char *format, ...) G_GNUC_PRINTF (2, 3);
char       *qd_battleship_cell_name (guint row, guint col);
const char *qd_battleship_length_name (guint len);
char       *qd_battleship_line_name (guint line, gboolean column);

/* Once, before any line filter. */
void        qd_battleship_init_tables (void);
/* GAC on one line: the masks m[0..n-1] form ships along the line with
 * `count` ship cells.  FALSE on a failure; *work counts the steps. */
gboolean    qd_battleship_line_filter (guint8 *m, guint n, guint count, gboolean column, guint64 *work);
void        qd_battleship_line_explain_failure (const QdBattleship *p, const guint8 *m, guint line,
                                     gboolean column, QdBattleshipWhy *why);

/* Ship cells per row and column that are already decided. */
typedef struct {
  guint n;
  guint8 row_def[QD_BATTLESHIP_MAX_SIZE], col_def[QD_BATTLESHIP_MAX_SIZE];
} QdBattleshipFleetScratch;

gboolean    qd_battleship_placement_ok (const QdBattleship *p, const guint8 *dom, const QdBattleshipFleetScratch *fs,
                             guint r, guint c, guint len, gboolean horiz, gboolean *fixed);
/* The fleet over the whole board (dom: n*n masks).  FALSE on a failure. */
gboolean    qd_battleship_fleet_filter (const QdBattleship *p, guint8 *dom, guint64 *work, QdBattleshipWhy *why);
/* Diagonal neighbours of a definite ship cell are water. */
gboolean    qd_battleship_diagonal_filter (guint n, guint8 *dom, QdBattleshipWhy *why);

G_END_DECLS
