/* qd-markov.h — finite Markov decision processes: the engine of planning with a
 * known model (AIMA chapter 17, 3rd ed.; 16 in the 4th).
 *
 * A model is flat arrays, built once and then read only:
 *   state s has the actions first_action[s] .. first_action[s + 1] - 1;
 *   action a has the outcomes first_outcome[a] .. first_outcome[a + 1] - 1,
 *   each a next state, a probability and a reward collected on the way.
 * A state without actions is absorbing: its value is 0 (the course's
 * TERMINAL_STATE).  Rewards sit on transitions, which holds both conventions
 * the field uses (the grid model builds either):
 *   - the course's Gridworld: a terminal cell's one action, exit, collects its
 *     value and goes to the absorbing state; every other move collects the
 *     living reward of the cell it leaves;
 *   - AIMA's: R(s) is collected in s, so every action of s carries R(s), and a
 *     terminal's one action collects R(s) and goes to the absorbing state.
 * The same sweeps then give U(s) = R(s) + γ max_a Σ T(s, a, s') U(s').
 *
 * Value iteration is synchronous, as the book and the course define it: V_k
 * from V_(k-1) alone.  Q-values from V_k are one look-ahead (the course's
 * "Q at k" is Q_(k+1)).  The greedy policy takes the first action of the
 * largest Q-value, in the model's action order.  Policy evaluation is exact
 * (a dense linear solve, up to QD_MARKOV_EXACT_MAX states) or by k sweeps
 * (modified policy iteration).  Nothing allocates inside a sweep. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_MARKOV_ERROR (qd_markov_error_quark ())
GQuark qd_markov_error_quark (void);

typedef enum
{
  QD_MARKOV_ERROR_INVALID,     /* a probability or reward that is not a finite number, outcomes not summing to 1 */
  QD_MARKOV_ERROR_TOO_BIG,     /* more states than an exact solve takes */
  QD_MARKOV_ERROR_NEVER_ENDS,  /* γ = 1 and the policy reaches no absorbing state from some state */
} QdMarkovError;

/* The most states policy evaluation solves exactly (n² doubles). */
#define QD_MARKOV_EXACT_MAX 3000

typedef struct
{
  guint n_states;
  guint n_actions;
  guint n_outcomes;
  guint *first_action;    /* n_states + 1 entries */
  guint *first_outcome;   /* n_actions + 1 entries */
  guint *action_label;    /* n_actions: the builder's label of each action (the problem's names) */
  guint *next;            /* n_outcomes */
  double *prob;           /* n_outcomes */
  double *reward;         /* n_outcomes */
  /* building */
  guint cap_actions, cap_outcomes, last_state;
} QdMarkov;

/* An empty model for N_STATES states, to be given their actions in state
 * order with qd_markov_add_action and qd_markov_add_outcome, then qd_markov_finish. */
QdMarkov   *qd_markov_new (guint n_states);
void     qd_markov_free (QdMarkov *mdp);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMarkov, qd_markov_free)

/* Room for N_ACTIONS actions and N_OUTCOMES outcomes in all, when the
 * builder knows them: the arrays are then not grown (and copied) as the
 * model is filled. */
void     qd_markov_reserve (QdMarkov *mdp, guint n_actions, guint n_outcomes);
/* Opens an action of STATE, labelled LABEL: the states in ascending order,
 * all the actions of one state together. */
void     qd_markov_add_action (QdMarkov *mdp, guint state, guint label);
/* An outcome of the last action: NEXT with probability PROB, collecting
 * REWARD.  An outcome to the same NEXT with the same REWARD adds to it (a
 * bump into a wall and the move that stays). */
void     qd_markov_add_outcome (QdMarkov *mdp, guint next, double prob, double reward);
/* Closes the model; FALSE (QD_MARKOV_ERROR_INVALID, naming the state) when an
 * action's probabilities are not finite, negative, or do not sum to 1
 * within 1e-9, or a reward is not finite. */
gboolean qd_markov_finish (QdMarkov *mdp, GError **error);

static inline guint
qd_markov_n_actions_of (const QdMarkov *mdp, guint state)
{
  return mdp->first_action[state + 1] - mdp->first_action[state];
}

/* The global index of STATE's action labelled LABEL, or G_MAXUINT. */
guint    qd_markov_find_action (const QdMarkov *mdp, guint state, guint label);

/* Σ_s' T(s, a, s') [R + γ V(s')] for the action A (a global action index). */
double   qd_markov_q (const QdMarkov *mdp, double gamma, const double *v, guint a);
/* The first action of the largest Q-value of S from V (G_MAXUINT for an
 * absorbing state), its Q-value in *BEST (0 for an absorbing state). */
guint    qd_markov_best_action (const QdMarkov *mdp, double gamma, const double *v, guint s, double *best);
/* One synchronous sweep: OUT(s) = max_a Q(s, a) from V (0 for an absorbing
 * state); returns the Bellman residual max_s |OUT(s) - V(s)|.  V and OUT
 * are n_states long and distinct. */
double   qd_markov_sweep (const QdMarkov *mdp, double gamma, const double *v, double *out);
/* Asynchronous value iteration's step: V(STATE) = max_a Q(STATE, a) in place
 * (0 for an absorbing state, which an order may still visit: the course's
 * cycles through every state, its terminal one first); returns |change|.
 * The order of the states is the caller's. */
double   qd_markov_update_state (const QdMarkov *mdp, double gamma, double *v, guint state);
/* The greedy policy from V: POLICY(s) is the global index of the first
 * action of the largest Q-value, G_MAXUINT for an absorbing state. */
void     qd_markov_greedy (const QdMarkov *mdp, double gamma, const double *v, guint *policy);
/* The book's stopping bound: a residual below ε(1-γ)/γ makes the utilities
 * ε-close to the optimum (γ < 1); 0 for γ = 1. */
double   qd_markov_stopping_bound (double epsilon, double gamma);

/* V^π exactly: (I - γ T_π) V = R_π by Gaussian elimination with partial
 * pivoting.  FALSE with QD_MARKOV_ERROR_TOO_BIG past QD_MARKOV_EXACT_MAX states,
 * or QD_MARKOV_ERROR_NEVER_ENDS when the system is singular (γ = 1 and some
 * state's policy never reaches an absorbing state). */
gboolean qd_markov_evaluate_exact (const QdMarkov *mdp, double gamma, const guint *policy, double *v, GError **error);
/* V^π approximately: K sweeps of the policy's Bellman equation from V, in place
 * (through SCRATCH, n_states long). */
void     qd_markov_evaluate_sweeps (const QdMarkov *mdp, double gamma, const guint *policy, guint k, double *v,
                                 double *scratch);

/* Policy iteration from POLICY (in place) and V: evaluate (exactly when
 * SWEEPS is 0, else by SWEEPS sweeps: modified policy iteration), improve
 * greedily, keeping the current action on a tie; until the policy is stable
 * or MAX_ROUNDS rounds.  Returns the rounds done, or 0 with ERROR set when
 * an exact evaluation failed.  *STABLE tells whether it converged. */
guint    qd_markov_policy_iteration (const QdMarkov *mdp, double gamma, guint sweeps, guint max_rounds, guint *policy,
                                  double *v, gboolean *stable, GError **error);

/* Prioritized sweeping (Moore and Atkeson; the course's steps): every state
 * but the absorbing ones is queued first, in ORDER, with priority
 * |V(s) - max_a Q(s, a)|; a step pops the largest (the earliest queued on a
 * tie), sets its value to max_a Q, and queues each predecessor whose own
 * difference is above THETA, raising a queued one's priority only.
 * Predecessors are the states with an outcome of positive probability into
 * a state, themselves included.  V is the caller's, updated in place. */
typedef struct _QdMarkovPrioritized QdMarkovPrioritized;

/* ORDER: n_states states (a permutation); V: n_states values, kept by the
 * caller while this lives. */
QdMarkovPrioritized *qd_markov_prioritized_new (const QdMarkov *mdp, double gamma, double theta, const guint *order,
                                          double *v);
void              qd_markov_prioritized_free (QdMarkovPrioritized *sweeper);
/* The state the next step updates, G_MAXUINT when the queue is empty. */
guint             qd_markov_prioritized_next (const QdMarkovPrioritized *sweeper);
/* One step; FALSE when the queue was empty (nothing done). */
gboolean          qd_markov_prioritized_step (QdMarkovPrioritized *sweeper);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMarkovPrioritized, qd_markov_prioritized_free)

G_END_DECLS
