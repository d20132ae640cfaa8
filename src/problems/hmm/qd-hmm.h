/* qd-hmm.h — hidden Markov models with names: the model files of the
 * inference-over-time problem (data/FORMATS.md, "Hidden Markov models"),
 * read, checked and written, and evidence read by name.  The numbers are a
 * core/qd-hidden.h model.
 *
 * A file is lines of `key: value`, `#` starting a comment:
 *
 *   title: The umbrella world
 *   states: rain no-rain
 *   observations: umbrella no-umbrella
 *   prior: 0.5 0.5
 *   transition:
 *     rain: 0.7 0.3
 *     no-rain: 0.3 0.7
 *   sensor:
 *     rain: 0.9 0.1
 *     no-rain: 0.2 0.8
 *
 * `prior` is P(X_0), the state before the first observation, as the book
 * has it; `start` instead gives P(X_1), the state of the first observation
 * (as pomegranate and hmmlearn take it).  Under `transition:` each state's
 * row gives P(X_t+1 | X_t = state) over the states in order, or as
 * `state=p` pairs where most are 0; under `sensor:` P(e | state) over the
 * observations, or as pairs.  Names are runs of letters, digits and
 * `_ - . + ' ( ) / [ ]`, unique among the states and among the
 * observations; lists are separated by spaces or commas.
 *
 * Checks, each refused naming the line: an unknown key or name, a name
 * given twice, a row missing or given twice, a number that is not a finite
 * probability, a row of the wrong length or not summing to 1 within 1e-6.
 * Limits, so that a hostile file is refused in bounded time and memory: 64
 * MB, 100,000 states, 100,000 observations, 2^24 sensor entries, 2^26
 * transitions, names of 200 bytes. */
#pragma once

#include <glib.h>

#include "core/qd-hidden.h"

G_BEGIN_DECLS

#define QD_HMM_ERROR (qd_hmm_error_quark ())
GQuark qd_hmm_error_quark (void);

typedef enum
{
  QD_HMM_ERROR_PARSE,        /* the file: its line named */
  QD_HMM_ERROR_EVIDENCE,     /* an evidence list */
  QD_HMM_ERROR_IMPOSSIBLE,   /* evidence of probability 0 under the model */
  QD_HMM_ERROR_TOO_BIG,      /* an answer past QD_HMM_MAX_ANSWER entries */
} QdHmmError;

#define QD_HMM_MAX_FILE_BYTES  (64u << 20)
#define QD_HMM_MAX_STATES      100000u
#define QD_HMM_MAX_OBS         100000u
#define QD_HMM_MAX_TRANSITIONS (1u << 26)
#define QD_HMM_MAX_NAME        200u

typedef struct
{
  char *title;               /* "" when the file has none */
  GStrv states;              /* n_states names */
  GStrv observations;        /* n_obs names */
  QdHidden *numbers;         /* finished */
} QdHmm;

QdHmm   *qd_hmm_parse (const char *text, gsize length, GError **error);
void     qd_hmm_free (QdHmm *hmm);
/* The file's text: dense rows where a row has no zero, pairs otherwise;
 * numbers as the shortest decimals that read back the same. */
char    *qd_hmm_to_text (const QdHmm *hmm);

guint    qd_hmm_n_states (const QdHmm *hmm);
/* The index of state or observation NAME, or G_MAXUINT. */
guint    qd_hmm_state_index (const QdHmm *hmm, const char *name);
guint    qd_hmm_observation_index (const QdHmm *hmm, const char *name);
/* "e1,e2,…" (spaces allowed): observation names, `-` for a step without
 * one (QD_HIDDEN_NONE); an array of *LENGTH entries, NULL with
 * QD_HMM_ERROR_EVIDENCE naming the step and the name at fault. */
guint   *qd_hmm_parse_evidence (const QdHmm *hmm, const char *text, gsize *length, GError **error);

/* ---- asking a question of a model: the one way the command, the tab and
 * the reports do */

typedef enum
{
  QD_HMM_FILTER,             /* P(X_t | e_1:t) */
  QD_HMM_SMOOTH,             /* P(X_t | e_1:T), forward-backward */
  QD_HMM_LAG,                /* P(X_t | e_1:t+d), fixed-lag smoothing */
  QD_HMM_VITERBI,            /* the most likely sequence */
  QD_HMM_PARTICLES,          /* particle filtering, beside the exact filter */
} QdHmmQuestion;

/* The most entries (steps × states) an answer keeps: 2^27 doubles, 1 GB. */
#define QD_HMM_MAX_ANSWER (G_GUINT64_CONSTANT (1) << 27)

typedef struct
{
  QdHmmQuestion question;
  guint lag;                 /* LAG: d */
  guint predict;             /* steps predicted after the evidence (FILTER, SMOOTH, LAG, PARTICLES) */
  guint particles;           /* PARTICLES: N (0: 1,000) */
  guint64 seed;
  QdHiddenResample resample;
  const gint *stop;          /* nonzero stops (a worker's Stop) */
} QdHmmAskOptions;

void qd_hmm_ask_options_init (QdHmmAskOptions *options);

typedef struct
{
  QdHiddenStatus status;
  gsize steps;               /* T */
  guint n_states;
  double *belief;            /* T × n: the question's belief (PARTICLES: the particles' estimate) */
  double *exact;             /* PARTICLES: the exact filter, T × n */
  double *predicted;         /* predict × n, from the last belief (PARTICLES: from the exact one) */
  guint *path;               /* VITERBI: T states */
  double *log_messages;      /* VITERBI: T × n, the logs of the book's messages */
  double log_likelihood;     /* log P(e_1:T) */
  double log_best;           /* VITERBI: log of the best message m_1:T (the book's figure: P(x*, e_2:T | e_1)) */
  double log_joint;          /* VITERBI: log P(x*, e_1:T), the path's and the evidence's (m_1:T × P(e_1)) */
  double *effective;         /* PARTICLES: T effective sample sizes */
  guint64 reinitialised;     /* PARTICLES: steps where every weight was 0 */
} QdHmmAnswer;

void     qd_hmm_answer_clear (QdHmmAnswer *answer);
/* Answers QUESTION for the evidence (T steps, observation indices or
 * QD_HIDDEN_NONE).  FALSE with an error that names the step for evidence
 * the model cannot give ("the evidence cannot be: step 3, “no-umbrella”,
 * has probability 0 after steps 1 to 2") or that refuses an answer past
 * QD_HMM_MAX_ANSWER entries; STOPPED is not an error (status says it). */
gboolean qd_hmm_ask (const QdHmm *hmm, const guint *evidence, gsize T, const QdHmmAskOptions *options,
                     QdHmmAnswer *answer, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHmm, qd_hmm_free)

G_END_DECLS
