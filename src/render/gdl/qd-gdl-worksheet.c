/* qd-gdl-worksheet.c — exercises on a GDL game's state
 * (qd-gdl-worksheet.h). */
#include "config.h"
#include "qd-gdl-worksheet.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <string.h>

#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "problems/gdl/qd-gdl-describe.h"
#include "problems/gdl/qd-gdl-transcript.h"
#include "render/gdl/qd-gdl-render.h"

/* The rulesheets compiled in (qd-gdl-worksheet.gresource.xml). */
GResource *qd_gdl_worksheet_get_resource (void);
#define RESOURCES "/io/github/quandary/Quandary/gdl-worksheet/"

/* A game and how many random moves lead to the exercise's state. */
typedef struct {
  const char *file;
  guint min_moves, max_moves;
} Pick;

static const Pick easy[] = { { "tictactoe.kif", 1, 4 } };
static const Pick medium[] = { { "connect4.kif", 4, 10 }, { "nim.kif", 1, 3 } };
static const Pick hard[] = { { "connect4.kif", 12, 20 }, { "eight-puzzle.kif", 4, 12 },
                             { "rock-paper-scissors-3.kif", 1, 2 } };

typedef struct {
  QdOwned owned;
  char *instance;            /* the rulesheet with the state as its init */
  char *answer;              /* `gdl FILE --state` on it */
  char *mover;               /* the role on turn ("left and right": those that move together) */
  char *legal;               /* its legal moves, "(drop 1), (drop 2)" (each's: "left: rock, …; right: …") */
  gboolean together;         /* several roles choose */
  gboolean terminal;
  char *goals;               /* "red 50, yellow 50" */
  QdGdlBoard *board;
} Exercise;

/* ---- the instance: init replaced */

/* One past the ')' closing the '(' at text[start]; 0 when it is unbalanced.
 * Comments inside are skipped. */
static gsize
sentence_end (const char *text, gsize start)
{
  guint depth = 0;

  for (gsize i = start; text[i] != '\0'; i++)
    {
      if (text[i] == ';')
        i += strcspn (text + i, "\n") - 1;
      else if (text[i] == '(')
        depth++;
      else if (text[i] == ')' && --depth == 0)
        return i + 1;
    }
  return 0;
}

/* Whether `p` (after blanks) starts with the word `word`, any case. */
static gboolean
word_at (const char **p, const char *word)
{
  gsize n = strlen (word);

  while (g_ascii_isspace (**p))
    (*p)++;
  if (g_ascii_strncasecmp (*p, word, n) != 0 || !(g_ascii_isspace ((*p)[n]) || (*p)[n] == '(' || (*p)[n] == ')'))
    return FALSE;
  *p += n;
  return TRUE;
}

/* Whether the sentence at `p` ('(') is an `init` fact or rule. */
static gboolean
is_init (const char *p)
{
  p++;
  if (word_at (&p, "init"))
    return TRUE;
  if (!word_at (&p, "<="))
    return FALSE;
  while (g_ascii_isspace (*p))
    p++;
  return *p == '(' && (p++, word_at (&p, "init"));
}

char *
qd_gdl_worksheet_replace_init (const char *rulesheet, const char *facts)
{
  g_auto(GStrv) lines = g_strsplit (facts, "\n", -1);
  GString *inits = g_string_new (NULL), *out = g_string_new (NULL);
  gboolean placed = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      g_string_append_printf (inits, "%s(init %s)", inits->len > 0 ? "\n" : "", lines[i]);
  for (gsize i = 0; rulesheet[i] != '\0';)
    {
      gsize end = rulesheet[i] == '(' ? sentence_end (rulesheet, i) : 0;

      if (rulesheet[i] == ';' || end == 0 || !is_init (rulesheet + i))
        {
          gsize n = rulesheet[i] == ';' ? strcspn (rulesheet + i, "\n") : end > 0 ? end - i : 1;

          g_string_append_len (out, rulesheet + i, n);
          i += n;
          continue;
        }
      if (!placed)
        g_string_append (out, inits->str);
      /* A later init alone on its line goes with its line. */
      else if ((out->len == 0 || out->str[out->len - 1] == '\n') && rulesheet[end] == '\n')
        end++;
      placed = TRUE;
      i = end;
    }
  if (!placed)
    g_string_append_printf (out, "\n%s\n", inits->str);
  g_string_free (inits, TRUE);
  return g_string_free (out, FALSE);
}

/* ---- the exercise */

static char *
rulesheet_text (const char *file)
{
  g_autofree char *path = g_strconcat (RESOURCES, file, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (qd_gdl_worksheet_get_resource (), path, 0, NULL);

  g_return_val_if_fail (bytes != NULL, NULL);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Plays up to `moves` random plies from `state` (in place), each role
 * drawing one of its legal moves (the roles on turn choose, the others
 * play their only move; roles moving together each choose), never into a
 * terminal state: a joint move that ends the game is passed over for
 * another, tried at most a few times.  Returns the plies played. */
static guint
play_random (QdGdlGame *game, guint64 *state, guint moves, guint64 *rng)
{
  g_autofree guint32 *legal = g_new (guint32, qd_gdl_game_max_legal (game));
  g_autofree guint64 *next = g_new0 (guint64, qd_gdl_game_state_words (game));
  guint n_roles = qd_gdl_game_n_roles (game);
  guint32 joint[QD_GDL_MAX_ROLES];

  for (guint ply = 0; ply < moves; ply++)
    {
      gboolean moved = FALSE;

      for (guint tries = 0; tries < 16 && !moved && !qd_gdl_game_terminal (game, state); tries++)
        {
          gboolean drawn = TRUE;

          for (guint r = 0; r < n_roles && drawn; r++)
            {
              gint n = qd_gdl_game_legal (game, state, r, legal, NULL);

              drawn = n > 0;
              if (drawn)
                joint[r] = n > 1 ? legal[qd_random_below (rng, n)] : legal[0];
            }
          moved = drawn && qd_gdl_game_next (game, state, joint, next, NULL) && !qd_gdl_game_terminal (game, next);
        }
      if (!moved)
        return ply;
      memcpy (state, next, qd_gdl_game_state_words (game) * sizeof (guint64));
    }
  return moves;
}

/* The roles that choose in `state` (1 << role): several where they move
 * together, else the role on turn (the first at the end). */
static guint32
choosing (QdGdlGame *game, const guint64 *state)
{
  guint32 choosers = 0;

  if (qd_gdl_game_choosers (game, state, &choosers, NULL) > 1)
    return choosers;
  return 1u << MAX (qd_gdl_game_mover (game, state, NULL), 0);
}

/* Who chooses and their legal moves: "x" and "(mark 1 1), …"; "left and
 * right" and "left: rock, …; right: …" where they move together.  The
 * first chooser's legal moves (NULL-terminated, to free) for the board. */
static char **
read_choices (Exercise *e, QdGdlGame *game, const guint64 *state)
{
  guint32 chosen = choosing (game, state);
  g_autoptr(GString) who = g_string_new (NULL), legal = g_string_new (NULL);
  char **first = NULL;
  guint k = 0, n = (guint) __builtin_popcount (chosen);

  e->together = n > 1;
  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    {
      g_auto(GStrv) moves = NULL;
      g_autofree char *joined = NULL;
      const char *name = qd_gdl_game_role_name (game, r);

      if (!(chosen >> r & 1))
        continue;
      moves = qd_gdl_describe_legal (game, state, r, NULL);
      joined = g_strjoinv (", ", moves != NULL ? moves : (char *[]) { NULL });
      if (k > 0)
        /* Translators: the roles that move together, "left and right", "a, b and c". */
        g_string_append (who, k + 1 == n ? _(" and ") : ", ");
      g_string_append (who, name);
      if (e->together)
        g_string_append_printf (legal, "%s%s: %s", k > 0 ? "; " : "", name, joined);
      else
        g_string_append (legal, joined);
      if (first == NULL)
        first = g_steal_pointer (&moves);
      k++;
    }
  e->mover = qd_owned_add (&e->owned, g_string_free (g_steal_pointer (&who), FALSE), g_free);
  e->legal = qd_owned_add (&e->owned, g_string_free (g_steal_pointer (&legal), FALSE), g_free);
  return first;
}

/* The key and the drawing, from the instance's game at its start. */
static void
read_instance (Exercise *e, QdGdlGame *game)
{
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_auto(GStrv) legal = NULL;
  g_autofree char *facts = NULL, *universe = NULL;

  qd_gdl_game_initial (game, state);
  e->answer = qd_owned_add (&e->owned, qd_gdl_describe_state (game, state, NULL), g_free);
  legal = read_choices (e, game, state);
  e->terminal = qd_gdl_game_terminal (game, state);
  e->goals = qd_owned_add (&e->owned, qd_gdl_describe_goals (game, state), g_free);
  facts = qd_gdl_game_state_text (game, state);
  universe = qd_gdl_game_facts_text (game);
  e->board = qd_owned_add (&e->owned, qd_gdl_board_new (facts, universe, (const char *const *) legal),
                           (GDestroyNotify) qd_gdl_board_free);
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  static const Pick *const picks[] = { easy, medium, hard };
  static const guint n_picks[] = { G_N_ELEMENTS (easy), G_N_ELEMENTS (medium), G_N_ELEMENTS (hard) };
  guint64 rng = qd_random_mix (seed);
  guint level = MIN ((guint) difficulty, G_N_ELEMENTS (picks) - 1);
  const Pick *pick = &picks[level][qd_random_below (&rng, n_picks[level])];
  guint moves = pick->min_moves + qd_random_below (&rng, pick->max_moves - pick->min_moves + 1);
  g_autofree char *rules = rulesheet_text (pick->file), *facts = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new (rules, strlen (rules), pick->file, NULL, NULL);
  g_autoptr(QdGdlGame) instance = NULL;
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree char *body = NULL;
  Exercise *e = g_new0 (Exercise, 1);

  qd_gdl_game_initial (game, state);
  moves = play_random (game, state, moves, &rng);
  facts = qd_gdl_game_state_text (game, state);
  body = qd_gdl_worksheet_replace_init (rules, facts);
  e->instance = qd_owned_add (&e->owned,
                              g_strdup_printf ("; worksheet: quandary-cli gdl FILE --state\n"
                                               "; %s, its init the state after %u random move%s.\n%s",
                                               pick->file, moves, moves == 1 ? "" : "s", body),
                              g_free);
  instance = qd_gdl_game_new (e->instance, strlen (e->instance), pick->file, NULL, NULL);
  g_return_val_if_fail (instance != NULL, e);
  read_instance (e, instance);
  return e;
}

static char *
instance_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->instance);
}

static char *
answer_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->answer);
}

/* ------------------------------------------------------------ drawing */

#define TEXT 9.5

/* `text` in lines of at most `chars` characters, broken after ", ". */
static GPtrArray *
wrap_list (const char *text, guint chars)
{
  g_auto(GStrv) items = g_strsplit (text, ", ", -1);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  GString *line = g_string_new (NULL);

  for (guint i = 0; items[i] != NULL; i++)
    {
      if (line->len > 0 && line->len + strlen (items[i]) + 2 > chars)
        {
          g_ptr_array_add (lines, g_strdup (line->str));
          g_string_truncate (line, 0);
        }
      g_string_append_printf (line, "%s%s", line->len > 0 ? ", " : "", items[i]);
    }
  g_ptr_array_add (lines, g_string_free (line, FALSE));
  return lines;
}

/* A question at y, a box of `rows` blanks under it, filled with `answer`
 * (NULL: left blank); returns the y under the box. */
static double
draw_blank (cairo_t *cr, const QdPalette *palette, double x, double y, double width, const char *question,
            guint rows, const char *answer)
{
  double line = QD_WORKSHEET_BLANK * 0.55, top = y + 2.5 * QD_WORKSHEET_MM;

  qd_worksheet_text_fit (cr, palette, question, TEXT, TRUE, x, y, 0, width);
  qd_worksheet_box (cr, palette, x, top, width, rows * QD_WORKSHEET_BLANK);
  if (answer != NULL)
    {
      g_autoptr(GPtrArray) lines = wrap_list (answer, MAX (16, (guint) (width / (TEXT * 0.52))));

      for (guint i = 0; i < lines->len; i++)
        qd_worksheet_text_fit (cr, palette, lines->pdata[i], TEXT, FALSE, x + 3, top + 5.0 * QD_WORKSHEET_MM + i * line,
                               0, width - 6);
    }
  return top + rows * QD_WORKSHEET_BLANK + 6.0 * QD_WORKSHEET_MM;
}

/* The state as the tab draws it, scaled into (0, 0, width, height). */
static void
draw_state (cairo_t *cr, const QdGdlBoard *board, double width, double height, const QdPalette *palette)
{
  QdGdlRenderOptions options;
  double w, h, scale;

  qd_gdl_render_options_init (&options, palette);
  qd_gdl_render_get_size (board, &options, &w, &h);
  scale = MIN (1.0, MIN (width / MAX (w, 1.0), height / MAX (h, 1.0)));
  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  qd_gdl_render (cr, board, &options);
  cairo_restore (cr);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double left = width * 0.46, x = left + 6.0 * QD_WORKSHEET_MM, w = width - x, y = 4.0 * QD_WORKSHEET_MM;
  g_autofree char *q1 = e->together
    ? g_strdup_printf (_("1. The legal moves of %s, who move together"), e->mover)
    : g_strdup_printf (_("1. The legal moves of %s, the role on turn"), e->mover);

  if (e->board != NULL)
    draw_state (cr, e->board, left, height, palette);
  y = draw_blank (cr, palette, x, y, w, q1, 3, filled ? e->legal : NULL);
  y = draw_blank (cr, palette, x, y, w, _("2. Is the state terminal? (yes or no)"), 1,
                  filled ? (e->terminal ? _("yes") : _("no")) : NULL);
  draw_blank (cr, palette, x, y, w, _("3. Each role’s goal value (none if no goal holds)"), 1,
              filled ? e->goals : NULL);
}

const QdWorksheetKind qd_gdl_worksheet = {
  .name = "gdl",
  .title = N_("A state of a game in GDL"),
  .puzzle = N_("General games"),
  .task = N_("The state’s facts are drawn: a board and the other facts.  Apply the rules of the rulesheet: "
             "legal, terminal and goal."),
  .extension = "kif",
  .command = "quandary-cli gdl FILE --state",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
