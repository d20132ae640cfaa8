/* qd-hmm-run-report.h — the report (PDF) of a run of the inference-over-
 * time problem: `quandary-cli hmm WORLD … --report FILE` and the tab's
 * Report… alike.
 *
 * On a model: its tables (the prior or the start, the transitions, the
 * sensor), the evidence, the question and its answer: the beliefs step by
 * step as a table and a chart (with the predicted steps after them), the
 * Viterbi trellis and the most likely sequence with its three
 * probabilities (the book's message m_1:T, the joint P(x*, e_1:T) and
 * P(x* | e_1:T)), the likelihood P(e_1:T); for particles the exact filter
 * beside their estimate, their distance from it and the effective sample
 * sizes.  On a board: the board, the hunt played again (qd-hmm-play.h), the
 * board at the end with the beliefs, the particles, the ghosts and the
 * hunter, and the turn log.  Then the command that does it again. */
#pragma once

#include "problems/hmm/qd-hmm-world.h"
#include "problems/hmm/qd-hmm-play.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* The turns the computer plays on a board when the run says nothing. */
#define QD_HMM_RUN_REPORT_TURNS 50

typedef struct {
  const QdHmmWorld *world;       /* a model or a board */
  const char *path;              /* its file, or NULL (not saved) */
  /* A model: the evidence (T observations, QD_HIDDEN_NONE for a step
   * without one) and the question (NULL: filtering). */
  const guint *evidence;
  gsize T;
  const QdHmmAskOptions *ask;
  /* A board: the hunt (its board is the world's; NULL: the computer plays
   * QD_HMM_RUN_REPORT_TURNS turns from seed 1, exact beliefs only). */
  const QdHmmPlay *play;
  const char *const *argv;       /* the command that reproduces it (argv[0] "quandary-cli"), or NULL */
} QdHmmRun;

/* The question's name for people: "Filtering", "Most likely sequence"… */
const char *qd_hmm_question_label (QdHmmQuestion question);

/* Fills the report's parts from RUN (the tab's report, titled already):
 * the answer is asked here (qd_hmm_ask), the hunt played here. */
void      qd_hmm_run_report_add (QdReport *report, const QdHmmRun *run);
/* A report of the hmm problem titled by the world's file (or title). */
QdReport *qd_hmm_run_report_new (const QdHmmRun *run, const QdPalette *palette);

G_END_DECLS
