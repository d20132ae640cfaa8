/* qd-gdl-puzzle.c — a one-role GDL game as a QdSpace: legal moves as
 * actions, the goal-100 terminal states as goals, and the heuristic that
 * counts the goal's facts not yet true. */
#include "config.h"
#include "qd-gdl-puzzle.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

struct _QdGdlPuzzle {
  QdSpace space;
  QdGdlGame *game;
  guint words;
  guint64 *start;
  guint64 *state;            /* an aligned copy of the state expanded */
  guint64 *child;
  guint32 *moves;            /* qd_gdl_game_max_legal */
  GArray *goal_bits;         /* gint: each set's facts' state bits (-1: never held), one set after another */
  GArray *goal_start;        /* guint: set k is goal_bits[goal_start[k] .. goal_start[k + 1]] */
  GError *error;             /* the first limit reached while searching */
};

/* ---- the goal's facts: sets of (true F) facts, one of which must hold */

typedef GPtrArray Sets;      /* GArray of guint32 fact terms, sorted, no repeats */

static Sets *
sets_new (gboolean with_empty)
{
  Sets *sets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  if (with_empty)
    g_ptr_array_add (sets, g_array_new (FALSE, FALSE, sizeof (guint32)));
  return sets;
}

static gint
compare_terms (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* Each union of a set of `a` and a set of `b`; a single empty set (no
 * requirement known) past QD_GDL_PUZZLE_MAX_SETS. */
static Sets *
sets_product (Sets *a, Sets *b)
{
  Sets *out = sets_new (FALSE);

  if ((guint64) a->len * b->len > QD_GDL_PUZZLE_MAX_SETS)
    {
      g_ptr_array_unref (out);
      return sets_new (TRUE);
    }
  for (guint i = 0; i < a->len; i++)
    for (guint j = 0; j < b->len; j++)
      {
        GArray *x = a->pdata[i], *y = b->pdata[j];
        GArray *u = g_array_sized_new (FALSE, FALSE, sizeof (guint32), x->len + y->len);
        guint n = 0;

        g_array_append_vals (u, x->data, x->len);
        g_array_append_vals (u, y->data, y->len);
        g_array_sort (u, compare_terms);
        for (guint k = 0; k < u->len; k++)
          if (k == 0 || g_array_index (u, guint32, k) != g_array_index (u, guint32, n - 1))
            g_array_index (u, guint32, n++) = g_array_index (u, guint32, k);
        g_array_set_size (u, n);
        g_ptr_array_add (out, u);
      }
  return out;
}

static Sets *unfold (QdGdlProgram *program, guint32 literal, guint depth);

/* The sets of one rule whose head is the literal (bindings `subst`). */
static Sets *
unfold_rule (QdGdlProgram *program, const QdGdlRule *rule, const guint32 *subst, guint depth)
{
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  Sets *sets = sets_new (TRUE);

  for (guint i = 0; i < rule->n_body; i++)
    {
      guint32 term;
      Sets *part, *product;

      if (body[i].kind != QD_GDL_LIT_POS)
        continue;
      term = qd_gdl_instantiate (&program->store, body[i].term, subst);
      if (term == QD_GDL_NONE || qd_gdl_relation (&program->store, term) == QD_GDL_SYM_DOES)
        continue;   /* unbound variables: nothing known */
      part = unfold (program, term, depth + 1);
      product = sets_product (sets, part);
      g_ptr_array_unref (part);
      g_ptr_array_unref (sets);
      sets = product;
    }
  return sets;
}

/* The sets of (true F) facts of which one must hold for the ground
 * literal to hold (none: it never holds). */
static Sets *
unfold (QdGdlProgram *program, guint32 literal, guint depth)
{
  QdGdlStore *store = &program->store;
  guint32 relation = qd_gdl_relation (store, literal);
  g_autofree guint32 *subst = NULL;
  Sets *out;

  if (relation == QD_GDL_SYM_TRUE)
    {
      out = sets_new (TRUE);
      g_array_append_val ((GArray *) out->pdata[0], qd_gdl_term_args (store, qd_gdl_term (store, literal))[0]);
      return out;
    }
  if (depth >= QD_GDL_PUZZLE_UNFOLD_DEPTH)
    return sets_new (TRUE);
  out = sets_new (FALSE);
  subst = g_new (guint32, QD_GDL_MAX_VARS + 1);
  for (guint r = 0; r < program->rules->len && out->len <= QD_GDL_PUZZLE_MAX_SETS; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      Sets *sets;

      if (qd_gdl_relation (store, rule->head) != relation)
        continue;
      memset (subst, 0xff, (rule->n_vars + 1) * sizeof (guint32));
      if (!qd_gdl_unify (store, rule->head, literal, subst, NULL, NULL))
        continue;
      sets = unfold_rule (program, rule, subst, depth);
      for (guint i = 0; i < sets->len; i++)
        g_ptr_array_add (out, g_array_ref (sets->pdata[i]));
      g_ptr_array_unref (sets);
    }
  if (out->len > QD_GDL_PUZZLE_MAX_SETS)
    {
      g_ptr_array_unref (out);
      return sets_new (TRUE);
    }
  return out;
}

static void
goal_sets (QdGdlPuzzle *p)
{
  QdGdlProgram *program = qd_gdl_game_program (p->game);
  QdGdlStore *store = &program->store;
  guint32 args[2] = {
    g_array_index (program->roles, guint32, 0),
    qd_gdl_store_make (store, qd_gdl_store_symbol (store, "100", 3), FALSE, 0, NULL),
  };
  Sets *sets = unfold (program, qd_gdl_store_make (store, QD_GDL_SYM_GOAL, FALSE, 2, args), 0);
  guint start = 0;

  p->goal_bits = g_array_new (FALSE, FALSE, sizeof (gint));
  p->goal_start = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (p->goal_start, start);
  for (guint i = 0; i < sets->len; i++)
    {
      GArray *set = sets->pdata[i];

      for (guint k = 0; k < set->len; k++)
        {
          gint bit = qd_gdl_game_fact_bit (p->game, g_array_index (set, guint32, k));

          g_array_append_val (p->goal_bits, bit);
        }
      start = p->goal_bits->len;
      g_array_append_val (p->goal_start, start);
    }
  g_ptr_array_unref (sets);
}

/* ---- the space */

static double
heuristic (const QdSpace *space, gconstpointer state)
{
  const QdGdlPuzzle *p = space->data;
  const guint64 *bits = state;
  const gint *goal = (const gint *) p->goal_bits->data;
  guint best = G_MAXUINT, n_sets = p->goal_start->len - 1;

  for (guint s = 0; s < n_sets; s++)
    {
      guint missing = 0;

      for (guint k = g_array_index (p->goal_start, guint, s); k < g_array_index (p->goal_start, guint, s + 1); k++)
        missing += goal[k] < 0 || !(bits[goal[k] >> 6] >> (goal[k] & 63) & 1);
      best = MIN (best, missing);
    }
  return n_sets == 0 ? 0 : best;
}

static gboolean
is_goal (const QdSpace *space, gconstpointer state)
{
  QdGdlPuzzle *p = space->data;

  memcpy (p->state, state, space->state_size);
  return qd_gdl_game_terminal (p->game, p->state) && qd_gdl_game_goal (p->game, p->state, 0) == 100;
}

static guint
expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse,
        QdSpaceStep *steps, guint8 *states)
{
  QdGdlPuzzle *p = space->data;
  gint n;

  memcpy (p->state, state, space->state_size);
  if (p->error != NULL || qd_gdl_game_terminal (p->game, p->state))
    return 0;
  n = qd_gdl_game_legal (p->game, p->state, 0, p->moves, &p->error);
  if (n > (gint) space->max_steps)
    g_set_error (&p->error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT, _("more than %u legal moves in a state of the puzzle"),
                 space->max_steps);
  if (n < 0 || p->error != NULL)
    return 0;
  for (gint i = 0; i < n; i++)
    {
      if (!qd_gdl_game_next (p->game, p->state, &p->moves[i], p->child, &p->error))
        return 0;
      memcpy (states + (gsize) i * space->state_size, p->child, space->state_size);
      steps[i] = (QdSpaceStep) { .action = p->moves[i], .cost = 1, .h = heuristic (space, p->child) };
    }
  return n;
}

QdGdlPuzzle *
qd_gdl_puzzle_new (QdGdlGame *game, GError **error)
{
  QdGdlPuzzle *p;

  if (qd_gdl_game_n_roles (game) != 1)
    {
      g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
                   _("%u roles (%s, %s): a puzzle has one role; play this game instead"),
                   qd_gdl_game_n_roles (game), qd_gdl_game_role_name (game, 0), qd_gdl_game_role_name (game, 1));
      return NULL;
    }
  p = g_new0 (QdGdlPuzzle, 1);
  p->game = game;
  p->words = qd_gdl_game_state_words (game);
  p->start = g_new0 (guint64, p->words);
  p->state = g_new0 (guint64, p->words);
  p->child = g_new0 (guint64, p->words);
  p->moves = g_new (guint32, qd_gdl_game_max_legal (game));
  qd_gdl_game_initial (game, p->start);
  goal_sets (p);
  p->space = (QdSpace) {
    .state_size = p->words * sizeof (guint64),
    .max_steps = qd_gdl_game_is_grounded (game) ? MAX (1, qd_gdl_game_role_moves (game, 0))
                                                : QD_GDL_PUZZLE_MAX_STEPS_NON_GROUND,
    .expand = expand,
    .is_goal = is_goal,
    .heuristic = heuristic,
    .data = p,
  };
  return p;
}

void
qd_gdl_puzzle_free (QdGdlPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->start);
  g_free (puzzle->state);
  g_free (puzzle->child);
  g_free (puzzle->moves);
  g_array_unref (puzzle->goal_bits);
  g_array_unref (puzzle->goal_start);
  g_clear_error (&puzzle->error);
  g_free (puzzle);
}

const QdSpace *
qd_gdl_puzzle_space (const QdGdlPuzzle *puzzle)
{
  return &puzzle->space;
}

gconstpointer
qd_gdl_puzzle_start (const QdGdlPuzzle *puzzle)
{
  return puzzle->start;
}

guint
qd_gdl_puzzle_n_goal_sets (const QdGdlPuzzle *puzzle)
{
  return puzzle->goal_start->len - 1;
}

guint
qd_gdl_puzzle_goal_set_size (const QdGdlPuzzle *puzzle, guint set)
{
  return g_array_index (puzzle->goal_start, guint, set + 1) - g_array_index (puzzle->goal_start, guint, set);
}

gboolean
qd_gdl_puzzle_solve (QdGdlPuzzle *puzzle, const QdSpaceOptions *options, QdSpaceResult *result, GError **error)
{
  g_clear_error (&puzzle->error);
  qd_space_solve (&puzzle->space, puzzle->start, options, result);
  if (puzzle->error == NULL)
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&puzzle->error));
  return FALSE;
}

gboolean
qd_gdl_puzzle_supports (QdSpaceAlgorithm algorithm)
{
  return (guint) algorithm < QD_SPACE_N_ALGORITHMS && algorithm != QD_SPACE_DLS
         && !qd_space_algorithm_is_bidirectional (algorithm);
}
