/* qd-hidden.h — hidden Markov models: inference over time (AIMA chapter 14 of
 * the 4th edition, 15 of the 3rd): filtering, prediction, smoothing (whole
 * sequence and fixed lag), the most likely sequence (Viterbi), the
 * likelihood of the evidence, and particle filtering.
 *
 * A model is flat arrays, built once and then read only:
 *   - the prior P(X_0), the state before the first observation, as the book
 *     has it (the first observation e_1 comes after one transition); a model
 *     may instead give P(X_1), the state of the first observation, as most
 *     HMM libraries do (start_is_first);
 *   - the transitions by rows: state i goes to next[k] with probability
 *     prob[k], for k in first[i] .. first[i + 1] - 1 (a sparse row: a grid
 *     world's mover reaches a few cells, a matrix's row every state);
 *   - the sensor, dense: sensor[i * n_obs + e] = P(e | X = i).
 * An observation QD_HIDDEN_NONE at a step is no observation (every state
 * explains it with probability 1): prediction is filtering without evidence.
 *
 * Every exact message is normalised at each step and its normaliser kept,
 * so that sequences of any length neither underflow nor lose precision; the
 * likelihood is returned as its natural logarithm.  Viterbi runs in logs.
 * Nothing allocates inside a step: the caller gives the outputs, and the
 * work space is allocated once per call. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_HIDDEN_ERROR (qd_hidden_error_quark ())
GQuark qd_hidden_error_quark (void);

typedef enum
{
  QD_HIDDEN_ERROR_INVALID,      /* a probability not finite or negative, a row not summing to 1 */
  QD_HIDDEN_ERROR_TOO_BIG,      /* more states, observations or entries than the limits below */
} QdHiddenError;

/* How far a row's sum may be from 1. */
#define QD_HIDDEN_TOLERANCE 1e-6
/* The most states, observation symbols, and sensor entries a model takes. */
#define QD_HIDDEN_MAX_STATES 1000000u
#define QD_HIDDEN_MAX_OBS 100000u
#define QD_HIDDEN_MAX_SENSOR (G_GUINT64_CONSTANT (1) << 26)
/* The most entries an exact joint belief of several movers holds (128 MB). */
#define QD_HIDDEN_MAX_JOINT (G_GUINT64_CONSTANT (1) << 24)
/* No observation at this step. */
#define QD_HIDDEN_NONE G_MAXUINT

typedef struct
{
  guint n_states;
  guint n_obs;
  gboolean start_is_first;   /* prior is P(X_1), not P(X_0) */
  double *prior;             /* n_states */
  guint *first;              /* n_states + 1 */
  guint *next;               /* first[n_states] entries */
  double *prob;
  double *log_prob;          /* log of prob (Viterbi) */
  double *cumulative;        /* running sum of prob within each row (sampling) */
  double *prior_cumulative;  /* running sum of prior */
  double *sensor;            /* n_states × n_obs */
  gboolean dense;            /* every row holds every state in order: next[first[i] + j] = j */
  double *log_sensor;        /* log of sensor, observation-major: [e * n_states + j] (Viterbi) */
  /* building */
  guint cap, last_from;
  gboolean finished;
} QdHidden;

/* An empty model of N_STATES states and N_OBS observation symbols: set
 * prior[] and sensor[] (zeroed), add the transitions in order of their
 * source state, then qd_hidden_finish.  NULL with QD_HIDDEN_ERROR_TOO_BIG past the
 * limits. */
QdHidden   *qd_hidden_new (guint n_states, guint n_obs, GError **error);
void     qd_hidden_free (QdHidden *model);
/* P(X_t+1 = TO | X_t = FROM) = P: FROM never below the last one added. */
void     qd_hidden_add_transition (QdHidden *model, guint from, guint to, double p);
/* The row at fault, for a reader that names lines: -1 for the prior, a
 * state's index for its transitions or its sensor row (SENSOR). */
typedef struct
{
  gint row;
  gboolean sensor;
} QdHiddenFault;

/* Checks every number (finite, 0..1) and every row (the prior, each state's
 * transitions and sensor row sum to 1 within QD_HIDDEN_TOLERANCE), then
 * prepares the logs and running sums.  FALSE with QD_HIDDEN_ERROR_INVALID
 * naming the first row at fault ("the transitions of state 3 sum to 0.9,
 * not 1"), and that row in FAULT (may be NULL). */
gboolean qd_hidden_finish (QdHidden *model, QdHiddenFault *fault, GError **error);

typedef enum
{
  QD_HIDDEN_OK,
  QD_HIDDEN_IMPOSSIBLE,         /* the evidence has probability 0 under the model */
  QD_HIDDEN_STOPPED,
} QdHiddenStatus;

typedef struct
{
  const gint *stop;          /* polled every step; nonzero stops */
  gsize bad_step;            /* IMPOSSIBLE: the first step (from 0) whose evidence cannot be */
  double log_likelihood;     /* log P(e_1:T) */
} QdHiddenRun;

/* One filtering step for a caller whose evidence is a likelihood per state
 * (a ghost hunt's reading depends on where the hunter stands): TO =
 * FROM pushed one transition on (the prior when FROM is NULL, not pushed
 * for a start_is_first model), times LIKELIHOOD (n_states; NULL: no
 * evidence), normalised.  Returns the normaliser, P(e_t | e_1:t-1); 0 when
 * the evidence cannot be (TO is then all 0). */
double      qd_hidden_filter_step (const QdHidden *model, const double *from, const double *likelihood, double *to);
/* Filtering: row t of BELIEF (T × n_states) is P(X_t+1 | e_1:t+1). */
QdHiddenStatus qd_hidden_filter (const QdHidden *model, const guint *evidence, gsize T, double *belief, QdHiddenRun *run);
/* Smoothing by forward-backward: row t of BELIEF is P(X_t+1 | e_1:T). */
QdHiddenStatus qd_hidden_smooth (const QdHidden *model, const guint *evidence, gsize T, double *belief, QdHiddenRun *run);
/* Fixed-lag smoothing with lag D: row t of BELIEF (T × n_states) is
 * P(X_t+1 | e_1:min(t+1+D, T)), the estimate the lagged smoother gives when
 * e_t+1+D arrives (the last D rows: when the sequence ends). */
QdHiddenStatus qd_hidden_smooth_lag (const QdHidden *model, const guint *evidence, gsize T, guint lag, double *belief,
                               QdHiddenRun *run);
/* Prediction: row k of OUT (K × n_states) is BELIEF pushed k + 1 transitions on. */
void        qd_hidden_predict (const QdHidden *model, const double *belief, guint K, double *out);
/* The most likely sequence: PATH (T states); LOG_MESSAGES (T × n_states,
 * or NULL) the logs of the book's messages m_1:t (m_1 = P(X_1 | e_1), then
 * m_1:t+1 = P(e_t+1 | X_t+1) max_x P(X_t+1 | x) m_1:t, not normalised);
 * RUN's log_likelihood the log of the best m_1:T, the book's "probability"
 * of the sequence (P(x_1:T, e_2:T | e_1)).  Ties go to the lowest state. */
QdHiddenStatus qd_hidden_viterbi (const QdHidden *model, const guint *evidence, gsize T, guint *path, double *log_messages,
                            QdHiddenRun *run);

/* ---- several movers at once (the course's ghosts), exactly */

/* Entries of the joint belief of PARTS movers over N_STATES each
 * (N_STATES^PARTS); 0 past QD_HIDDEN_MAX_JOINT. */
gsize       qd_hidden_joint_size (guint n_states, guint parts);
/* One step of the joint belief (qd_hidden_joint_size entries, part 0's state
 * the slowest index): each mover pushed one transition on independently
 * (FROM NULL: each from the prior), weighed by the product of
 * LIKELIHOODS[part][its state] (LIKELIHOODS or a vector NULL: no evidence),
 * normalised into TO.  WORK is scratch of the same size.  Returns the
 * normaliser; 0 when the evidence cannot be. */
double      qd_hidden_joint_filter_step (const QdHidden *model, guint parts, const double *from,
                                         const double *const *likelihoods, double *to, double *work);
/* The belief of mover PART alone (N_STATES entries) from the joint. */
void        qd_hidden_joint_marginal (guint n_states, guint parts, const double *joint, guint part, double *out);

/* ---- particle filtering (AIMA's PARTICLE-FILTERING) */

/* One transition from FROM drawn with the generator RNG (qd-random.h): the
 * particles' move, and a simulated world's. */
guint       qd_hidden_sample_next (const QdHidden *model, guint from, guint64 *rng);

typedef enum
{
  QD_HIDDEN_RESAMPLE_MULTINOMIAL,  /* N independent draws by weight */
  QD_HIDDEN_RESAMPLE_SYSTEMATIC,   /* one draw, N evenly spaced pointers; and the moves of a single
                                      filter's particles drawn the same way, state by state (below) */
} QdHiddenResample;

typedef struct
{
  const QdHidden *model;      /* may be replaced between steps by a model of the same states (a mover
                                whose moves depend on the hunter) */
  guint n_states;            /* the model's, for the estimates */
  guint n;
  guint parts;               /* states per particle: 1, or a joint filter's ghosts */
  QdHiddenResample resample;
  guint64 rng;
  guint *state;              /* n particles × parts: particle k's states at k × parts */
  guint *spare;
  guint *count;              /* n_states: particles per state (a single filter's systematic moves) */
  double *weight;            /* running sums of the last step's weights */
  guint64 steps;
  guint64 reinitialised;     /* steps where every weight was 0 */
  double effective;          /* the last step's effective sample size (sum w)^2 / sum w^2 */
} QdHiddenParticles;

/* N particles drawn from the prior with SEED (the same seed, the same
 * particles): independently for multinomial resampling, by N evenly spaced
 * pointers for systematic (the prior held to within 1/N a state). */
QdHiddenParticles *qd_hidden_particles_new (const QdHidden *model, guint n, guint64 seed, QdHiddenResample resample);
void            qd_hidden_particles_free (QdHiddenParticles *particles);
/* One step: each particle moves by the transitions (not on the first step
 * of a start_is_first model), is weighted by P(E | its state), and N are
 * drawn again by weight.  When every weight is 0 the particles are drawn
 * again uniformly over the states and weighted (counted in reinitialised);
 * IMPOSSIBLE when no state explains E. */
QdHiddenStatus     qd_hidden_particles_step (QdHiddenParticles *particles, guint evidence);
/* The same step with the evidence as a likelihood per state (n_states;
 * NULL: no evidence). */
QdHiddenStatus  qd_hidden_particles_step_likelihood (QdHiddenParticles *particles, const double *likelihood);
/* A joint particle filter (the course's several ghosts): each particle is
 * PARTS states drawn from the prior independently, each moving by the
 * transitions on its own; a step weighs a particle by the product of
 * LIKELIHOODS[part][its part's state] (a NULL vector: no evidence on that
 * part), so that the parts stay correlated through the weights. */
QdHiddenParticles *qd_hidden_particles_new_joint (const QdHidden *model, guint parts, guint n, guint64 seed,
                                                  QdHiddenResample resample);
QdHiddenStatus  qd_hidden_particles_step_joint (QdHiddenParticles *particles, const double *const *likelihoods);
/* The share of particles whose part PART is in each state (n_states). */
void            qd_hidden_particles_marginal (const QdHiddenParticles *particles, guint part, double *belief);
/* The particles' share in each state (n_states): a single filter's. */
void            qd_hidden_particles_estimate (const QdHiddenParticles *particles, double *belief);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHidden, qd_hidden_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHiddenParticles, qd_hidden_particles_free)

G_END_DECLS
