/* gdl-flat-compare.h — the compiled evaluation without grounding
 * (src/problems/gdl/qd-gdl-flat.c) set against qd-gdl-join.c's
 * (QdGdlOptions.no_flat) on one rulesheet: seeded random games played side
 * by side, and in every state the same terminal, goal values, legal moves
 * of each role (as sets) and next state.  Shared by test-gdl-flat.c and
 * the GDL fuzz target's check (fuzz-gdl.c): static functions, one copy in
 * each program. */
#pragma once

#include <glib.h>
#include <string.h>

#include "problems/gdl/qd-gdl.h"

static gint
compare_texts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The role's legal moves as sorted texts, one per line. */
static char *
legal_texts (QdGdlGame *game, const guint64 *state, guint role, guint32 *moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  GString *out = g_string_new (NULL);
  gint n = qd_gdl_game_legal (game, state, role, moves, &error);

  g_assert_no_error (error);
  for (gint i = 0; i < n; i++)
    g_ptr_array_add (texts, (gpointer) qd_gdl_game_move_text (game, moves[i]));
  g_ptr_array_sort (texts, compare_texts);
  for (guint i = 0; i < texts->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) texts->pdata[i]);
  return g_string_free (out, FALSE);
}

/* One side of the comparison: a game, its state and its buffers. */
typedef struct {
  QdGdlGame *game;
  guint64 *state;
  guint32 *moves;
} Side;

/* Where a state's evaluation fails on either side (a limit), the game
 * stops there rather than failing the test: a hostile rulesheet (the fuzz
 * check) may pass a limit of steps, which the two evaluations count
 * alike only roughly.  The tests' rulesheets evaluate without error. */
static gboolean compare_tolerant;

/* FALSE with the error when the rulesheet (`text`, of `name`) is refused
 * (`error` NULL: it must not be). */
static gboolean
side_init (Side *side, const char *text, gsize length, const char *name, gboolean flat, GError **error)
{
  QdGdlOptions options;

  qd_gdl_options_init (&options);
  options.force_fallback = TRUE;
  options.no_flat = !flat;
  side->game = qd_gdl_game_new (text, length, name, &options, error);
  if (error == NULL)
    g_assert_nonnull (side->game);
  if (side->game == NULL)
    return FALSE;
  side->state = g_new0 (guint64, qd_gdl_game_state_words (side->game));
  side->moves = g_new (guint32, MAX (qd_gdl_game_max_legal (side->game), 1));
  qd_gdl_game_initial (side->game, side->state);
  return TRUE;
}

static void
side_clear (Side *side)
{
  qd_gdl_game_free (side->game);
  g_free (side->state);
  g_free (side->moves);
}

/* Compares the two sides' states and what holds there; FALSE where the
 * game ends.  `joint` gets a random joint move of `ref` (its move ids)
 * and `other` the same moves by their texts. */
static gboolean
compare_state (Side *ref, Side *flat, GRand *rand, guint32 *joint, guint32 *other)
{
  guint n_roles = qd_gdl_game_n_roles (ref->game);
  g_autofree char *a = NULL, *b = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) flat_error = NULL;
  gboolean terminal;
  gboolean ref_ok = qd_gdl_game_evaluate (ref->game, ref->state, &error);
  gboolean flat_ok = qd_gdl_game_evaluate (flat->game, flat->state, &flat_error);

  if (!ref_ok || !flat_ok)
    {
      if (!compare_tolerant)
        {
          g_assert_no_error (error);
          g_assert_no_error (flat_error);
        }
      return FALSE;
    }
  a = qd_gdl_game_state_text (ref->game, ref->state);
  b = qd_gdl_game_state_text (flat->game, flat->state);
  terminal = qd_gdl_game_terminal (ref->game, ref->state);

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpint (terminal, ==, qd_gdl_game_terminal (flat->game, flat->state));
  for (guint role = 0; role < n_roles; role++)
    {
      guint8 va[QD_GDL_MAX_GOAL_VALUES], vb[QD_GDL_MAX_GOAL_VALUES];
      guint na = qd_gdl_game_goal_values (ref->game, ref->state, role, va);

      g_assert_cmpuint (na, ==, qd_gdl_game_goal_values (flat->game, flat->state, role, vb));
      g_assert_cmpmem (va, na, vb, na);
    }
  if (terminal)
    return FALSE;
  for (guint role = 0; role < n_roles; role++)
    {
      g_autofree char *la = legal_texts (ref->game, ref->state, role, ref->moves);
      g_autofree char *lb = legal_texts (flat->game, flat->state, role, flat->moves);
      gint n;

      g_assert_cmpstr (la, ==, lb);
      n = qd_gdl_game_legal (ref->game, ref->state, role, ref->moves, NULL);
      if (n <= 0)
        return FALSE;
      joint[role] = ref->moves[g_rand_int_range (rand, 0, n)];
      other[role] = qd_gdl_game_move_parse (flat->game, flat->state, role,
                                            qd_gdl_game_move_text (ref->game, joint[role]));
      g_assert_cmpint (other[role], >=, 0);
    }
  return TRUE;
}

/* `games` seeded random games of at most `plies` plies each; the states
 * compared.  With `error`, a rulesheet refused (both ways, with the same
 * message) gives 0 and the error. */
static guint
compare_text (const char *text, gsize length, const char *name, guint games, guint plies, GError **error)
{
  Side ref, flat;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GError) flat_error = NULL;
  guint compared = 0;

  if (!side_init (&ref, text, length, name, FALSE, error))
    {
      g_assert_false (side_init (&flat, text, length, name, TRUE, &flat_error));
      g_assert_cmpstr ((*error)->message, ==, flat_error->message);
      return 0;
    }
  g_assert_true (side_init (&flat, text, length, name, TRUE, NULL));
  for (guint g = 0; g < games; g++)
    {
      guint32 joint[QD_GDL_MAX_ROLES], other[QD_GDL_MAX_ROLES];
      guint ply = 0;

      qd_gdl_game_initial (ref.game, ref.state);
      qd_gdl_game_initial (flat.game, flat.state);
      while (compare_state (&ref, &flat, rand, joint, other) && ply++ < plies)
        {
          g_autoptr(GError) next_error = NULL;
          gboolean ok;

          compared++;
          ok = qd_gdl_game_next (ref.game, ref.state, joint, ref.state, &next_error);
          if (ok)
            ok = qd_gdl_game_next (flat.game, flat.state, other, flat.state, &next_error);
          if (!ok && compare_tolerant)
            break;
          g_assert_no_error (next_error);
        }
      compared++;
    }
  /* the two evaluations were the ones compared: the compiled one ran (the
   * tests' rulesheets all compile; a hostile one may not), the other not */
  g_assert_false (qd_gdl_game_evaluation_compiled (ref.game));
  if (!compare_tolerant)
    g_assert_true (qd_gdl_game_evaluation_compiled (flat.game));
  side_clear (&ref);
  side_clear (&flat);
  return compared;
}

