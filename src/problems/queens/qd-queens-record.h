/* qd-queens-record.h — a hill climb on N queens as it went, step by step,
 * for its report, its GIF and a replay: the start, each move (the column
 * and the row its queen went to) and each random restart (the board it
 * landed on), each with h after it.  Filled from QdLocalOptions.on_step
 * (qd_queens_record_step); steps past QD_QUEENS_RECORD_MAX_STEPS are
 * counted, not kept, and a board larger than QD_QUEENS_RECORD_MAX_BOARD
 * keeps no restart's board (its replay stops at the first restart). */
#pragma once

#include "core/qd-local.h"
#include "qd-queens.h"

G_BEGIN_DECLS

#define QD_QUEENS_RECORD_MAX_STEPS 10000
#define QD_QUEENS_RECORD_MAX_BOARD 4096

typedef struct {
  QdLocalStepKind kind;         /* START (step 0 only), MOVE or RESTART */
  guint col, row;               /* MOVE: column col's queen went to row */
  guint64 h;                    /* after the step */
  guint restart;                /* RESTART: its index in `restarts` (G_MAXUINT: not kept) */
} QdQueensRecordStep;

typedef struct {
  guint n;
  guint *start;                 /* the start board's rows */
  GArray *steps;                /* QdQueensRecordStep, step 0 the start */
  GPtrArray *restarts;          /* guint *: the board each restart landed on */
  guint64 n_steps;              /* every step seen, the start included */
  guint64 restarts_seen;
} QdQueensRecord;

/* A record starting at `start` (copied; step 0). */
QdQueensRecord *qd_queens_record_new    (const QdQueens *start);
void            qd_queens_record_free   (QdQueensRecord *record);
/* Records `step` of a search on `q` (the state after the step): an
 * on_step callback's work (START is the start, already step 0). */
void            qd_queens_record_step   (QdQueensRecord *record, const QdQueens *q, const QdLocalStep *step);
/* Sets q (of the record's n) to the board after step k (k < steps->len);
 * FALSE when a restart's board before it was not kept (q: where that
 * restart started from the start's moves, unchanged). */
gboolean        qd_queens_record_replay (const QdQueensRecord *record, guint k, QdQueens *q);
/* The recorded steps and the lowest h among them. */
guint64         qd_queens_record_best_h (const QdQueensRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdQueensRecord, qd_queens_record_free)

G_END_DECLS
