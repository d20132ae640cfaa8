/* qd-search-andor.c — nondeterministic worlds: the two vacuum worlds of
 * section 4.3, and the file format (transition lines or a slippery maze;
 * data/FORMATS.md "Nondeterministic worlds"). */
#include "config.h"
#include "qd-search-andor.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-text.h"
#include "qd-search.h"

/* ---- Built-in worlds, written in the file format ------------------------ */

/* Figure 4.9's states: odd = agent left; 1 both dirty, 3 left dirty,
 * 5 right dirty, 7 clean; +1 = the same with the agent right. */
static const char erratic_text[] =
  "states: 1 2 3 4 5 6 7 8\nstart: 1\ngoals: 7 8\n"
  "1 Suck -> 5 7\n1 Right -> 2\n1 Left -> 1\n"
  "2 Suck -> 4 8\n2 Right -> 2\n2 Left -> 1\n"
  "3 Suck -> 7\n3 Right -> 4\n3 Left -> 3\n"
  "4 Suck -> 2 4\n4 Right -> 4\n4 Left -> 3\n"
  "5 Suck -> 1 5\n5 Right -> 6\n5 Left -> 5\n"
  "6 Suck -> 8\n6 Right -> 6\n6 Left -> 5\n"
  "7 Suck -> 3 7\n7 Right -> 8\n7 Left -> 7\n"
  "8 Suck -> 6 8\n8 Right -> 8\n8 Left -> 7\n";

static const char slippery_text[] =
  "states: 1 2 3 4 5 6 7 8\nstart: 1\ngoals: 7 8\n"
  "1 Suck -> 5\n1 Right -> 1 2\n1 Left -> 1\n"
  "2 Suck -> 4\n2 Right -> 2\n2 Left -> 1 2\n"
  "3 Suck -> 7\n3 Right -> 3 4\n3 Left -> 3\n"
  "4 Suck -> 4\n4 Right -> 4\n4 Left -> 3 4\n"
  "5 Suck -> 5\n5 Right -> 5 6\n5 Left -> 5\n"
  "6 Suck -> 8\n6 Right -> 6\n6 Left -> 5 6\n"
  "7 Suck -> 7\n7 Right -> 7 8\n7 Left -> 7\n"
  "8 Suck -> 8\n8 Right -> 8\n8 Left -> 7 8\n";

gboolean
qd_search_andor_builtin_from_string (const char *name, QdSearchAndorBuiltin *which)
{
  if (g_strcmp0 (name, "vacuum-erratic") == 0)
    *which = QD_SEARCH_ANDOR_WORLD_ERRATIC;
  else if (g_strcmp0 (name, "vacuum-slippery") == 0)
    *which = QD_SEARCH_ANDOR_WORLD_SLIPPERY;
  else
    return FALSE;
  return TRUE;
}

QdSearchAndorWorld *
qd_search_andor_world_builtin (QdSearchAndorBuiltin which)
{
  const char *text = which == QD_SEARCH_ANDOR_WORLD_ERRATIC ? erratic_text : slippery_text;
  QdSearchAndorWorld *world = qd_search_andor_world_parse (text, -1, NULL);

  world->vacuum = TRUE;
  return world;
}

void
qd_search_andor_world_free (QdSearchAndorWorld *world)
{
  if (world == NULL)
    return;
  g_strfreev (world->state_names);
  g_strfreev (world->action_names);
  g_free (world->goal);
  g_free (world->first);
  g_free (world->outcomes);
  g_free (world->cell);
  g_free (world->walls);
  g_free (world);
}

gint
qd_search_andor_world_find_state (const QdSearchAndorWorld *world, const char *name)
{
  for (guint i = 0; i < world->n_states; i++)
    if (strcmp (world->state_names[i], name) == 0)
      return (gint) i;
  return -1;
}

const guint *
qd_search_andor_world_results (const QdSearchAndorWorld *world, guint state, guint action, guint *n)
{
  guint k = state * world->n_actions + action;

  *n = world->first[k + 1] - world->first[k];
  return world->outcomes + world->first[k];
}

/* ---- The parser ------------------------------------------------------- */

typedef struct {
  guint state, action, line;
  guint offset, count;       /* into Reader.outs */
} Transition;

typedef struct {
  QdSearchAndorWorld *world;
  GHashTable *states;        /* name → index + 1 */
  GPtrArray *names, *actions;
  GArray *transitions;       /* Transition */
  GArray *outs;              /* guint */
  GArray *goals;             /* guint */
  gint start;
  guint start_line, states_line, goals_line;
  char *slip;                /* maze: "stay", "far" or "none" */
  GPtrArray *rows;           /* maze rows (char *) */
  guint first_row_line;
} Reader;

#define SYNTAX(line, ...) qd_text_line_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_SYNTAX, line, __VA_ARGS__)

static gboolean
name_is_reserved (const char *word)
{
  gsize n = strlen (word);

  if (g_str_equal (word, "if") || g_str_equal (word, "then") || g_str_equal (word, "else"))
    return TRUE;
  /* L1, L2…: the plan's labels. */
  return n >= 2 && word[0] == 'L' && strspn (word + 1, "0123456789") == n - 1;
}

static gboolean
add_state (Reader *r, const char *name, guint line, GError **error)
{
  if (g_hash_table_contains (r->states, name))
    return SYNTAX (line, _("the state “%s” is listed twice"), name);
  if (r->names->len >= QD_SEARCH_ANDOR_MAX_STATES)
    return qd_text_line_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_TOO_LARGE, line,
                               _("more than %u states"), QD_SEARCH_ANDOR_MAX_STATES);
  g_ptr_array_add (r->names, g_strdup (name));
  g_hash_table_insert (r->states, g_strdup (name), GUINT_TO_POINTER (r->names->len));
  return TRUE;
}

static gboolean
lookup_state (Reader *r, const char *name, guint line, guint *index, GError **error)
{
  guint v = GPOINTER_TO_UINT (g_hash_table_lookup (r->states, name));

  if (v == 0)
    return SYNTAX (line, _("unknown state “%s”: every state is named on the “states:” line"), name);
  *index = v - 1;
  return TRUE;
}

static gint
find_action (Reader *r, const char *name)
{
  for (guint i = 0; i < r->actions->len; i++)
    if (strcmp (r->actions->pdata[i], name) == 0)
      return (gint) i;
  return -1;
}

static gint
add_action (Reader *r, const char *name, guint line, GError **error)
{
  gint a = find_action (r, name);

  if (a >= 0)
    return a;
  if (name_is_reserved (name))
    return SYNTAX (line, _("“%s” cannot name an action: if, then, else and L1, L2… are the plan’s words"), name), -1;
  if (r->actions->len >= QD_SEARCH_ANDOR_MAX_ACTIONS)
    return qd_text_line_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_TOO_LARGE, line,
                               _("more than %u actions"), QD_SEARCH_ANDOR_MAX_ACTIONS), -1;
  g_ptr_array_add (r->actions, g_strdup (name));
  return (gint) r->actions->len - 1;
}

static gint
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* "STATE ACTION -> OUTCOME…" */
static gboolean
read_transition (Reader *r, char **words, guint line, GError **error)
{
  guint n = g_strv_length (words);
  Transition t = { .line = line, .offset = r->outs->len };
  gint a;

  if (r->names->len == 0)
    return SYNTAX (line, _("the “states:” line must come before the actions"));
  if (n < 4 || strcmp (words[2], "->") != 0)
    return SYNTAX (line, _("an action reads “STATE ACTION -> OUTCOME…”, with at least one outcome"));
  if (!lookup_state (r, words[0], line, &t.state, error) || (a = add_action (r, words[1], line, error)) < 0)
    return FALSE;
  t.action = (guint) a;
  for (guint i = 0; i < r->transitions->len; i++)
    {
      const Transition *o = &g_array_index (r->transitions, Transition, i);
      if (o->state == t.state && o->action == t.action)
        return SYNTAX (line, _("“%s %s” was already given on line %u"), words[0], words[1], o->line);
    }
  for (guint i = 3; i < n; i++)
    {
      guint s;
      if (!lookup_state (r, words[i], line, &s, error))
        return FALSE;
      g_array_append_val (r->outs, s);
    }
  t.count = r->outs->len - t.offset;
  qsort (&g_array_index (r->outs, guint, t.offset), t.count, sizeof (guint), compare_guint);
  for (guint i = 1; i < t.count; i++)
    if (g_array_index (r->outs, guint, t.offset + i) == g_array_index (r->outs, guint, t.offset + i - 1))
      return SYNTAX (line, _("the outcome “%s” is listed twice"),
                     (const char *) r->names->pdata[g_array_index (r->outs, guint, t.offset + i)]);
  g_array_append_val (r->transitions, t);
  return TRUE;
}

/* "start: S" and "goals: S…", after the "states:" line. */
static gboolean
read_ends (Reader *r, const char *key, char **words, guint line, GError **error)
{
  gboolean is_start = strcmp (key, "start") == 0;
  guint n = g_strv_length (words), s;

  if (r->states_line == 0)
    return SYNTAX (line, _("“%s:” must come after the “states:” line"), key);
  if (is_start ? r->start_line != 0 : r->goals_line != 0)
    return SYNTAX (line, _("“%s:” was already given on line %u"), key, is_start ? r->start_line : r->goals_line);
  if (is_start ? n != 1 : n == 0)
    return SYNTAX (line, is_start ? _("“start:” names one state") : _("“goals:” needs at least one state"));
  for (guint i = 0; i < n; i++)
    {
      if (!lookup_state (r, words[i], line, &s, error))
        return FALSE;
      if (is_start)
        r->start = (gint) s;
      else
        g_array_append_val (r->goals, s);
    }
  *(is_start ? &r->start_line : &r->goals_line) = line;
  return TRUE;
}

/* "key: value" lines. */
static gboolean
read_key (Reader *r, const char *key, char **words, guint line, GError **error)
{
  guint n = g_strv_length (words);

  if (strcmp (key, "states") == 0)
    {
      if (r->states_line != 0)
        return SYNTAX (line, _("“states:” was already given on line %u"), r->states_line);
      if (n == 0)
        return SYNTAX (line, _("“states:” needs at least one state"));
      r->states_line = line;
      for (guint i = 0; i < n; i++)
        if (name_is_reserved (words[i]) ? !SYNTAX (line, _("“%s” cannot name a state: if, then, else and L1, L2… are the plan’s words"), words[i])
                                         : !add_state (r, words[i], line, error))
          return FALSE;
      return TRUE;
    }
  if (strcmp (key, "slip") == 0)
    {
      if (n != 1 || (strcmp (words[0], "stay") != 0 && strcmp (words[0], "far") != 0 && strcmp (words[0], "none") != 0))
        return SYNTAX (line, _("“slip:” is stay, far or none"));
      g_free (r->slip);
      r->slip = g_strdup (words[0]);
      return TRUE;
    }
  if (strcmp (key, "start") == 0 || strcmp (key, "goals") == 0)
    return read_ends (r, key, words, line, error);
  return SYNTAX (line, _("unknown key “%s:”: states, start, goals or slip"), key);
}

/* ---- Slippery mazes ----------------------------------------------------- */

static gboolean
read_row (Reader *r, const char *line_text, gsize length, guint line, GError **error)
{
  if (r->states_line != 0 || r->transitions->len > 0)
    return SYNTAX (line, _("a maze row in a file of “states:” and actions"));
  if (r->rows->len > 0 && length != strlen (r->rows->pdata[0]))
    return SYNTAX (line, _("the maze’s rows must all have the length of the first (%u)"),
                   (guint) strlen (r->rows->pdata[0]));
  if (r->rows->len >= 100 || length > 100)
    return qd_text_line_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_TOO_LARGE, line,
                               _("a maze here has at most 100 rows of 100 cells"));
  if (r->rows->len == 0)
    r->first_row_line = line;
  g_ptr_array_add (r->rows, g_strndup (line_text, length));
  return TRUE;
}

/* The free cell beside `cell` in direction d (N, E, S, W), or -1. */
static gint
maze_step (const QdSearchAndorWorld *w, guint cell, guint d)
{
  static const int dr[] = { -1, 0, 1, 0 }, dc[] = { 0, 1, 0, -1 };
  int row = (int) (cell / w->cols) + dr[d], col = (int) (cell % w->cols) + dc[d];

  if (row < 0 || col < 0 || row >= (int) w->rows || col >= (int) w->cols || w->walls[row * w->cols + col])
    return -1;
  return row * (int) w->cols + col;
}

static void
maze_transitions (Reader *r, const gint *state_of)
{
  QdSearchAndorWorld *w = r->world;
  static const char *const dirs[] = { "N", "E", "S", "W" };

  for (guint d = 0; d < 4; d++)
    g_ptr_array_add (r->actions, g_strdup (dirs[d]));
  for (guint s = 0; s < r->names->len; s++)
    for (guint d = 0; d < 4; d++)
      {
        gint to = maze_step (w, w->cell[s], d), far;
        Transition t = { .state = s, .action = d, .offset = r->outs->len };
        guint o[2], n = 0;
        if (to < 0)
          continue;
        o[n++] = (guint) state_of[to];
        if (strcmp (r->slip, "stay") == 0)
          o[n++] = s;
        else if (strcmp (r->slip, "far") == 0 && (far = maze_step (w, (guint) to, d)) >= 0)
          o[n++] = (guint) state_of[far];
        if (n == 2 && o[0] > o[1])
          { guint x = o[0]; o[0] = o[1]; o[1] = x; }
        g_array_append_vals (r->outs, o, n);
        t.count = n;
        g_array_append_val (r->transitions, t);
      }
}

static gboolean
read_maze (Reader *r, GError **error)
{
  QdSearchAndorWorld *w = r->world;
  g_autofree gint *state_of = NULL;
  guint line = r->first_row_line;

  w->rows = r->rows->len;
  w->cols = (guint) strlen (r->rows->pdata[0]);
  w->walls = g_new0 (guint8, w->rows * w->cols);
  state_of = g_new (gint, w->rows * w->cols);
  w->cell = g_new (guint, w->rows * w->cols);
  for (guint i = 0; i < w->rows * w->cols; i++)
    {
      char c = ((const char *) r->rows->pdata[i / w->cols])[i % w->cols];
      g_autofree char *name = g_strdup_printf ("%u,%u", i / w->cols, i % w->cols);
      state_of[i] = -1;
      if ((w->walls[i] = c == '#'))
        continue;
      state_of[i] = (gint) r->names->len;
      w->cell[r->names->len] = i;
      if (!add_state (r, name, line + i / w->cols, error))
        return FALSE;
      if (c == 'S' && r->start >= 0)
        return SYNTAX (line + i / w->cols, _("a second start “S”: a maze has one"));
      if (c == 'S')
        r->start = state_of[i];
      if (c == 'G')
        g_array_append_val (r->goals, state_of[i]);
    }
  if (r->slip == NULL)
    r->slip = g_strdup ("stay");
  maze_transitions (r, state_of);
  return TRUE;
}

/* ---- Reading a file ------------------------------------------------------ */

static gboolean
is_maze_row (const char *line, gsize length)
{
  return length > 0 && strspn (line, "#.SG") >= length;
}

/* The words of `text` between blanks. */
static GStrv
split_words (const char *text)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " \t", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));
  g_ptr_array_add (words, NULL);
  return (GStrv) g_ptr_array_free (words, FALSE);
}

static gboolean
read_line (Reader *r, const char *line_text, gsize length, guint line, GError **error)
{
  g_autofree char *text = g_strndup (line_text, length);
  g_auto(GStrv) words = NULL;
  char *colon;

  if (qd_text_is_blank (line_text, length))
    return TRUE;
  g_strstrip (text);
  /* A maze row is all of "#.SG"; another line starting with "#" is a comment. */
  if (is_maze_row (text, strlen (text)))
    return read_row (r, text, strlen (text), line, error);
  if (text[0] == '#')
    return TRUE;
  if (r->rows->len > 0)
    return SYNTAX (line, _("after a maze’s rows only comments may follow"));
  colon = strchr (text, ':');
  if (colon != NULL && strcspn (text, " \t") > (gsize) (colon - text))
    {
      *colon = '\0';
      words = split_words (colon + 1);
      return read_key (r, text, words, line, error);
    }
  words = split_words (text);
  return read_transition (r, words, line, error);
}

static gboolean
finish (Reader *r, guint last_line, GError **error)
{
  QdSearchAndorWorld *w = r->world;
  guint na;

  if (r->rows->len > 0 && !read_maze (r, error))
    return FALSE;
  if (r->names->len == 0)
    return SYNTAX (last_line, _("no world: give a “states:” line and actions, or a maze"));
  if (r->start < 0)
    return SYNTAX (last_line, w->walls ? _("the maze has no start “S”") : _("no “start:” line"));
  if (r->goals->len == 0)
    return SYNTAX (last_line, w->walls ? _("the maze has no goal “G”") : _("no “goals:” line"));
  /* (A maze has its four actions, and may have no move: then its world
   * could not be written as transition lines.) */
  if (r->transitions->len == 0)
    return SYNTAX (last_line, w->walls ? _("the maze allows no move: every free cell is walled in")
                                       : _("no action: add lines “STATE ACTION -> OUTCOME…”"));
  w->n_states = r->names->len;
  w->n_actions = na = r->actions->len;
  w->start = (guint) r->start;
  w->goal = g_new0 (guint8, w->n_states);
  for (guint i = 0; i < r->goals->len; i++)
    w->goal[g_array_index (r->goals, guint, i)] = 1;
  w->first = g_new0 (guint, w->n_states * na + 1);
  w->outcomes = g_new (guint, MAX (r->outs->len, 1));
  for (guint i = 0; i < r->transitions->len; i++)
    {
      const Transition *t = &g_array_index (r->transitions, Transition, i);
      w->first[t->state * na + t->action + 1] = t->count;
    }
  for (guint k = 0; k < w->n_states * na; k++)
    w->first[k + 1] += w->first[k];
  for (guint i = 0; i < r->transitions->len; i++)
    {
      const Transition *t = &g_array_index (r->transitions, Transition, i);
      memcpy (w->outcomes + w->first[t->state * na + t->action], &g_array_index (r->outs, guint, t->offset),
              t->count * sizeof (guint));
    }
  g_ptr_array_add (r->names, NULL);
  g_ptr_array_add (r->actions, NULL);
  w->state_names = (char **) g_ptr_array_free (g_steal_pointer (&r->names), FALSE);
  w->action_names = (char **) g_ptr_array_free (g_steal_pointer (&r->actions), FALSE);
  return TRUE;
}

static void
reader_clear (Reader *r)
{
  g_hash_table_unref (r->states);
  if (r->names)
    g_ptr_array_unref (r->names);
  if (r->actions)
    g_ptr_array_unref (r->actions);
  g_array_unref (r->transitions);
  g_array_unref (r->outs);
  g_array_unref (r->goals);
  g_ptr_array_unref (r->rows);
  g_free (r->slip);
}

QdSearchAndorWorld *
qd_search_andor_world_parse (const char *text, gssize length, GError **error)
{
  Reader r = { .start = -1 };
  QdLineReader lines;
  const char *line;
  gsize len, n = length < 0 ? strlen (text) : (gsize) length;
  gboolean ok = TRUE;

  if (!qd_text_validate (text, n, QD_SEARCH_ERROR, QD_SEARCH_ERROR_ENCODING, error))
    return NULL;
  r.world = g_new0 (QdSearchAndorWorld, 1);
  r.states = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  r.names = g_ptr_array_new_with_free_func (g_free);
  r.actions = g_ptr_array_new_with_free_func (g_free);
  r.rows = g_ptr_array_new_with_free_func (g_free);
  r.transitions = g_array_new (FALSE, FALSE, sizeof (Transition));
  r.outs = g_array_new (FALSE, FALSE, sizeof (guint));
  r.goals = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_line_reader_init (&lines, text, n);
  while (ok && qd_line_reader_next (&lines, &line, &len))
    ok = read_line (&r, line, len, lines.line, error);
  ok = ok && finish (&r, MAX (lines.line, 1), error);
  reader_clear (&r);
  if (!ok)
    g_clear_pointer (&r.world, qd_search_andor_world_free);
  return r.world;
}

/* ---- Writing ------------------------------------------------------------- */

static void
append_names (GString *out, const char *key, const QdSearchAndorWorld *w, const guint8 *only)
{
  g_string_append (out, key);
  for (guint s = 0; s < w->n_states; s++)
    if (only == NULL || only[s])
      g_string_append_printf (out, " %s", w->state_names[s]);
  g_string_append_c (out, '\n');
}

char *
qd_search_andor_world_to_string (const QdSearchAndorWorld *world)
{
  GString *out = g_string_new (NULL);

  append_names (out, "states:", world, NULL);
  g_string_append_printf (out, "start: %s\n", world->state_names[world->start]);
  append_names (out, "goals:", world, world->goal);
  /* Action by action: their names first appear in their order, which is
   * the order OR-SEARCH tries them in. */
  for (guint a = 0; a < world->n_actions; a++)
    for (guint s = 0; s < world->n_states; s++)
      {
        guint n;
        const guint *outs = qd_search_andor_world_results (world, s, a, &n);

        if (n == 0)
          continue;
        g_string_append_printf (out, "%s %s ->", world->state_names[s], world->action_names[a]);
        for (guint i = 0; i < n; i++)
          g_string_append_printf (out, " %s", world->state_names[outs[i]]);
        g_string_append_c (out, '\n');
      }
  return g_string_free (out, FALSE);
}
