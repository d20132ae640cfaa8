/* qd-gdl-practice.c — the questions on a GDL game's states; see
 * qd-gdl-practice.h. */
#include "config.h"
#include "qd-gdl-practice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-gdl-why.h"

/* The proof tree's rules named in a why after its root, at most. */
#define WHY_CHILDREN 2

typedef struct {
  QdGdlGame *game;
  QdPractice *practice;
  GError **error;
} Build;

/* ---- names */

/* Appends a symbol or "(" with the blank that separates it from what is
 * before it in a compound term. */
static void
append_token (GString *item, const char *token, gsize length)
{
  if (item->len > 0 && item->str[item->len - 1] != '(')
    g_string_append_c (item, ' ');
  for (gsize i = 0; i < length; i++)
    g_string_append_c (item, g_ascii_tolower (token[i]));
}

/* The top-level terms of `typed`, each normalized; NULL when a parenthesis
 * is unbalanced. */
static GPtrArray *
read_items (const char *typed)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  GString *item = g_string_new (NULL);
  guint depth = 0;
  gboolean bad = FALSE;

  for (const char *p = typed; *p != '\0';)
    {
      gsize n = strcspn (p, "() \t\r\n");

      if (g_ascii_isspace (*p))
        n = 1;
      else if (*p == '(')
        append_token (item, p, 1), depth++, n = 1;
      else if (*p == ')' && depth == 0)
        {
          bad = TRUE;
          break;
        }
      else if (*p == ')')
        g_string_append_c (item, ')'), depth--, n = 1;
      else
        append_token (item, p, n);
      if (depth == 0 && item->len > 0)
        {
          g_ptr_array_add (items, g_string_free (g_steal_pointer (&item), FALSE));
          item = g_string_new (NULL);
        }
      p += n;
    }
  if (bad || depth != 0)
    g_clear_pointer (&items, g_ptr_array_unref);
  g_string_free (item, TRUE);
  return items;
}

char *
qd_gdl_practice_key (const char *typed)
{
  g_autoptr(GPtrArray) items = read_items (typed);
  g_autoptr(GString) out = g_string_new (NULL);

  if (items == NULL || items->len == 0)
    return NULL;
  if (items->len == 1)
    return g_strdup (items->pdata[0]);
  if (((char *) items->pdata[0])[0] == '(')
    {
      /* Several terms: several names. */
      for (guint i = 0; i < items->len; i++)
        g_string_append_printf (out, i > 0 ? "\n%s" : "%s", (char *) items->pdata[i]);
      return g_strdup (out->str);
    }
  /* "mark 1 1": the term without its outer parentheses. */
  g_string_append_c (out, '(');
  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (out, i > 0 ? " %s" : "%s", (char *) items->pdata[i]);
  g_string_append_c (out, ')');
  return g_strdup (out->str);
}

static char *
canonical (const char *typed, gpointer data)
{
  return qd_gdl_practice_key (typed);
}

/* ---- why */

/* One sentence from the proof tree of `fact`: its root's line, then those
 * of the rules directly under it ("(goal x 100) because of rule 90 with
 * (line x); (line x) because of rule 60 with …"); NULL when it cannot be
 * made. */
static char *
why_sentence (QdGdlGame *game, const guint64 *state, const guint32 *joint, const char *fact)
{
  g_autoptr(QdGdlWhy) why = qd_gdl_why (game, state, joint, fact, NULL);
  g_autofree char *root = NULL;
  GString *out;
  guint shown = 0;

  if (why == NULL)
    return NULL;
  root = qd_gdl_why_node_text (why);
  out = g_string_new (root);
  for (guint i = 0; i < why->children->len && shown < WHY_CHILDREN; i++)
    {
      const QdGdlWhy *child = why->children->pdata[i];
      g_autofree char *line = NULL;

      if (child->kind != QD_GDL_WHY_RULE)
        continue;
      line = qd_gdl_why_node_text (child);
      g_string_append_printf (out, "; %s", line);
      shown++;
    }
  g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

/* ---- the questions */

static void
add_goals (Build *b, guint step, const guint64 *state, QdPracticeLevel level)
{
  for (guint r = 0; r < qd_gdl_game_n_roles (b->game); r++)
    {
      const char *role = qd_gdl_game_role_name (b->game, r);
      gint value = qd_gdl_game_goal (b->game, state, r);
      g_autofree char *text = NULL, *fact = NULL, *why = NULL;

      if (value < 0)
        continue;
      text = g_strdup_printf (_("Which goal value does %s have in this state?"), role);
      fact = g_strdup_printf ("(goal %s %d)", role, value);
      why = why_sentence (b->game, state, NULL, fact);
      qd_practice_add_number (b->practice, level, step, text, value, why,
                              _("Find the goal rule of the role whose body holds in this state: its value is the "
                                "answer."));
    }
}

static gboolean
add_legal (Build *b, guint step, const guint64 *state, guint role, guint32 played)
{
  const char *name = qd_gdl_game_role_name (b->game, role);
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (b->game));
  gint n = qd_gdl_game_legal (b->game, state, role, moves, b->error);
  g_autofree char *text = g_strdup_printf (_("Which moves are legal for %s?"), name);
  g_autofree char *fact = NULL, *first = NULL, *why = NULL;
  gboolean found = FALSE;
  QdPracticeNames set;

  if (n < 0)
    return FALSE;
  qd_practice_names_init (&set);
  for (gint i = 0; i < n; i++)
    {
      const char *move = qd_gdl_game_move_text (b->game, moves[i]);
      g_autofree char *key = qd_gdl_practice_key (move);

      found = found || moves[i] == played;
      qd_practice_names_add (&set, key, ", ", move);
    }
  if (n > 0)
    {
      fact = g_strdup_printf ("(legal %s %s)", name, qd_gdl_game_move_text (b->game, moves[0]));
      first = why_sentence (b->game, state, NULL, fact);
    }
  if (first != NULL && n > 1)
    why = g_strdup_printf (ngettext ("%s The other move is legal the same way.",
                                     "%s The other %d moves are legal the same way.", n - 1),
                           first, n - 1);
  qd_practice_add_names_of (b->practice, &set, QD_PRACTICE_LEVEL_DECISION, step, text,
                            why != NULL ? why : first,
                            _("A move M is legal for the role R when the body of a rule (legal R M) holds in the "
                              "state."));
  if (!found)
    g_set_error (b->error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL, _("move %u: %s is not legal for %s there"),
                 step + 1, qd_gdl_game_move_text (b->game, played), name);
  return found;
}

/* The lines of `text` not in `other`, as a set of names. */
static void
lines_missing (const char *text, const char *other, QdPracticeNames *set)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_auto(GStrv) others = g_strsplit (other, "\n", -1);
  g_autoptr(GHashTable) in_other = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; others[i] != NULL; i++)
    g_hash_table_add (in_other, others[i]);
  qd_practice_names_init (set);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && !g_hash_table_contains (in_other, lines[i]))
      {
        g_autofree char *key = qd_gdl_practice_key (lines[i]);

        qd_practice_names_add (set, key, ", ", lines[i]);
      }
}

/* The facts the move adds and those it removes. */
static void
add_next (Build *b, guint step, const guint64 *state, const guint32 *joint, const guint64 *next, const char *move)
{
  g_autofree char *before = qd_gdl_game_state_text (b->game, state);
  g_autofree char *after = qd_gdl_game_state_text (b->game, next);
  g_autofree char *added_text = g_strdup_printf (_("Which facts does %s add to the state?"), move);
  g_autofree char *removed_text = g_strdup_printf (_("Which facts does %s remove from the state?"), move);
  g_autofree char *why = NULL, *fact = NULL;
  QdPracticeNames added, removed;

  lines_missing (after, before, &added);
  lines_missing (before, after, &removed);
  if (added.names->len > 0)
    {
      fact = g_strdup_printf ("(next %s)", (const char *) g_ptr_array_index (added.names, 0));
      why = why_sentence (b->game, state, joint, fact);
    }
  else
    why = g_strdup (_("Every fact the rules of next derive with this move was in the state already."));
  qd_practice_add_names_of (b->practice, &added, QD_PRACTICE_LEVEL_STEP, step, added_text, why,
                            _("The next state holds the facts F for which (next F) holds with the move played "
                              "(does): look at the rules of next that read the move."));
  g_free (why);
  if (removed.names->len > 0)
    {
      const char *gone = g_ptr_array_index (removed.names, 0);

      why = g_strdup_printf (_("(next %s) does not hold: no rule of next derives it with this move, so %s is not "
                               "in the next state."), gone, gone);
    }
  else
    why = g_strdup (_("A rule of next derives every fact of the state again."));
  qd_practice_add_names_of (b->practice, &removed, QD_PRACTICE_LEVEL_STEP, step, removed_text, why,
                            _("A fact stays only when a rule of next derives it again (a frame rule): the facts "
                              "no rule keeps are removed."));
}

/* The roles that choose in `state` (1 << role): those with a choice when
 * they move together, else the role on turn; 0 at the end (or with an
 * error). */
static guint32
choosing (Build *b, guint step, const guint64 *state)
{
  guint32 choosers = 0;
  gint n = qd_gdl_game_choosers (b->game, state, &choosers, b->error), mover;

  if (n > 1)
    return choosers;
  if (n < 0 || (mover = qd_gdl_game_mover (b->game, state, b->error)) < 0)
    {
      if (b->error != NULL && *b->error == NULL)
        g_set_error (b->error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL, _("move %u: the game is over"), step + 1);
      return 0;
    }
  return 1u << mover;
}

/* The questions before the ply at move `step` (its moves, `n_left` at
 * most: the choosing roles', in the roles' order, where they move
 * together), and the state after it in `next`; returns the moves it took
 * (0: an error). */
static guint
add_step (Build *b, guint step, const guint64 *state, const guint32 *moves, guint n_left, guint64 *next)
{
  guint32 joint[QD_GDL_MAX_ROLES], pending[QD_GDL_MAX_ROLES] = { 0 };
  guint32 chosen = choosing (b, step, state);
  g_autoptr(GString) said = g_string_new (NULL);
  guint k = 0;

  if (chosen == 0)
    return 0;
  add_goals (b, step, state, QD_PRACTICE_LEVEL_STEP);
  /* Each choosing role's legal moves, a question a move (the roles that
   * move together choose in the same state). */
  for (guint r = 0; r < qd_gdl_game_n_roles (b->game); r++)
    {
      if (!(chosen >> r & 1))
        continue;
      if (k == n_left)
        {
          g_set_error (b->error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL,
                       _("move %u: the roles move together, and %s has not chosen"), step + k + 1,
                       qd_gdl_game_role_name (b->game, r));
          return 0;
        }
      if (!add_legal (b, step + k, state, r, moves[k]))
        return 0;
      pending[r] = moves[k];
      g_string_append_printf (said, "%s%s", k > 0 ? " " : "", qd_gdl_game_move_text (b->game, moves[k]));
      k++;
    }
  if (!qd_gdl_game_joint_of_choices (b->game, state, chosen, pending, joint, b->error) ||
      !qd_gdl_game_next (b->game, state, joint, next, b->error))
    return 0;
  if (k > 1)
    {
      /* Translators: the moves of the roles that move together, "(throw rock) (throw paper)". */
      g_autofree char *joint_text = g_strdup_printf (_("the joint move %s"), said->str);

      g_string_assign (said, joint_text);
    }
  add_next (b, step + k - 1, state, joint, next, said->str);
  return k;
}

/* The practice's data: the state at each step (guint64 *; the roles that
 * move together choose in the same state, each a step) and the plies
 * played before it. */
typedef struct {
  GPtrArray *states;
  GArray *plies;            /* guint */
} Steps;

static void
steps_free (gpointer data)
{
  Steps *steps = data;

  g_ptr_array_unref (steps->states);
  g_array_unref (steps->plies);
  g_free (steps);
}

/* The state at the next step, after `plies` plies. */
static void
steps_add (Steps *steps, guint64 *state, guint plies)
{
  g_ptr_array_add (steps->states, state);
  g_array_append_val (steps->plies, plies);
}

QdPractice *
qd_gdl_practice_new (QdGdlGame *game, const guint64 *start, const guint32 *moves, guint n_moves, GError **error)
{
  guint words = qd_gdl_game_state_words (game), plies = 0;
  Steps *steps = g_new0 (Steps, 1);
  g_autoptr(QdPractice) practice = qd_practice_new (canonical, steps, steps_free);
  guint64 *state = g_new0 (guint64, words);
  g_autoptr(GError) own = NULL;
  Build b = { .game = game, .practice = practice, .error = error != NULL ? error : &own };

  steps->states = g_ptr_array_new_with_free_func (g_free);
  steps->plies = g_array_new (FALSE, FALSE, sizeof (guint));
  if (start != NULL)
    memcpy (state, start, words * sizeof (guint64));
  else
    qd_gdl_game_initial (game, state);
  steps_add (steps, state, 0);
  for (guint i = 0; i < n_moves;)
    {
      guint64 *next = g_new0 (guint64, words);
      guint taken = add_step (&b, i, state, moves + i, n_moves - i, next);

      if (taken == 0)
        {
          g_free (next);
          return NULL;
        }
      for (guint k = 1; k < taken; k++)
        steps_add (steps, g_memdup2 (state, words * sizeof (guint64)), plies);
      steps_add (steps, next, ++plies);
      state = next;
      i += taken;
    }
  add_goals (&b, n_moves, state, QD_PRACTICE_LEVEL_END);
  return g_steal_pointer (&practice);
}

const guint64 *
qd_gdl_practice_state (const QdPractice *practice, guint step)
{
  const Steps *steps = qd_practice_get_data (practice);

  return step < steps->states->len ? steps->states->pdata[step] : NULL;
}

guint
qd_gdl_practice_plies (const QdPractice *practice, guint step)
{
  const Steps *steps = qd_practice_get_data (practice);

  return g_array_index (steps->plies, guint, MIN (step, steps->plies->len - 1));
}
