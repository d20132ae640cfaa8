/* qd-battleship-check.c — checking a Battleship solution grid; see
 * qd-battleship-check.h. */
#include "config.h"
#include "qd-battleship-check.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-battleship-private.h"

/* The replay steps kept for the tab's step (as many as the tab keeps). */
#define REPLAY_STEPS 100000

struct _QdBattleshipCheck {
  QdBattleship *puzzle;
  QdBattleshipNotation notation;
  guint n_solutions;           /* 0, 1, 2 (or more) */
  QdBattleshipResult *result;  /* the solving run's */
  const guint8 *solution;      /* the first, or NULL */
  char *output;
  QdCheckText expected, expected_strict;
  QdBattleshipReplay *replay;
};

QdBattleshipCheck *
qd_battleship_check_new (const QdBattleship *puzzle, QdBattleshipNotation notation, const gint *stop,
                         gint64 deadline_us)
{
  QdBattleshipSolveOptions options;
  g_autoptr(QdBattleshipResult) result = NULL;
  g_autoptr(QdBattleshipReplay) replay = qd_battleship_replay_new (REPLAY_STEPS);
  QdBattleshipCheck *check;

  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  options.stop = stop;
  options.deadline_us = deadline_us;
  options.on_cell = qd_battleship_replay_record;
  options.user_data = replay;
  result = qd_battleship_solve (puzzle, &options);
  if (result->status == QD_BATTLESHIP_STOPPED)
    return NULL;

  check = g_new0 (QdBattleshipCheck, 1);
  check->puzzle = qd_battleship_copy (puzzle);
  check->notation = notation;
  check->n_solutions = MIN (result->n_solutions, 2);
  check->result = g_steal_pointer (&result);
  check->solution = check->result->solution;
  check->output = check->solution != NULL
                  ? qd_battleship_grid_to_string_notation (puzzle, check->solution, notation) : g_strdup ("");
  check->replay = g_steal_pointer (&replay);
  qd_check_text_init (&check->expected, check->output, strlen (check->output), FALSE);
  qd_check_text_init (&check->expected_strict, check->output, strlen (check->output), TRUE);
  return check;
}

const char *
qd_battleship_check_output (const QdBattleshipCheck *check)
{
  return check->output;
}

const QdBattleshipResult *
qd_battleship_check_get_result (const QdBattleshipCheck *check)
{
  return check->result;
}

GArray *
qd_battleship_check_get_steps (const QdBattleshipCheck *check)
{
  return check->replay->steps;
}

void
qd_battleship_check_free (QdBattleshipCheck *check)
{
  if (check == NULL)
    return;
  qd_battleship_free (check->puzzle);
  qd_battleship_result_free (check->result);
  g_free (check->output);
  qd_check_text_clear (&check->expected);
  qd_check_text_clear (&check->expected_strict);
  qd_battleship_replay_free (check->replay);
  g_free (check);
}

/* --- Words --- */

static gboolean
ship (guint8 v)
{
  return v >= QD_BATTLESHIP_SUB && v <= QD_BATTLESHIP_SHIP;
}

/* "a submarine (S)", with the character of the check's notation. */
static char *
describe (const QdBattleshipCheck *check, guint8 v)
{
  const char *what;

  switch (v)
    {
    case QD_BATTLESHIP_WATER: what = _("water"); break;
    case QD_BATTLESHIP_SUB: what = _("a submarine"); break;
    case QD_BATTLESHIP_LEFT: what = _("a left end"); break;
    case QD_BATTLESHIP_RIGHT: what = _("a right end"); break;
    case QD_BATTLESHIP_TOP: what = _("a top end"); break;
    case QD_BATTLESHIP_BOTTOM: what = _("a bottom end"); break;
    case QD_BATTLESHIP_MIDDLE: what = _("a middle part"); break;
    default: return g_strdup (_("a ship part"));
    }
  return g_strdup_printf ("%s (%c)", what, qd_battleship_cell_to_char_notation (v, check->notation));
}

static const char *
notation_letters (const QdBattleshipCheck *check)
{
  return check->notation == QD_BATTLESHIP_NOTATION_ALT ? ". S < > ^ v M" : "W S L R T B M";
}

/* The cell a character of the check's notation stands for, or UNKNOWN. */
static guint8
read_cell (const QdBattleshipCheck *check, gunichar c)
{
  for (guint8 v = QD_BATTLESHIP_WATER; v <= QD_BATTLESHIP_MIDDLE; v++)
    if ((gunichar) qd_battleship_cell_to_char_notation (v, check->notation) == c)
      return v;
  return QD_BATTLESHIP_UNKNOWN;
}

/* --- The validity scan --- */

typedef struct {
  const QdBattleshipCheck *check;
  QdCheckResult *result;       /* the explanation goes here */
  guint8 *grid;                /* the rows read so far */
  guint col_ships[QD_BATTLESHIP_MAX_SIZE];
  guint ships[QD_BATTLESHIP_MAX_SIZE + 1];   /* ships completed, by length */
} Scan;

enum { LEFT, RIGHT, ABOVE, BELOW };

static const char *
side_word (guint side)
{
  switch (side)
    {
    case LEFT: return _("to the left of");
    case RIGHT: return _("to the right of");
    case ABOVE: return _("above");
    default: return _("below");
    }
}

/* The neighbour of (r, c) on `side`: TRUE when it is a ship part; *inside
 * FALSE past the grid's edge. */
static gboolean
neighbour (const Scan *s, guint r, guint c, guint side, gboolean *inside, guint *nr, guint *nc)
{
  guint n = s->check->puzzle->size;
  gint rr = (gint) r + (side == ABOVE ? -1 : side == BELOW ? 1 : 0);
  gint cc = (gint) c + (side == LEFT ? -1 : side == RIGHT ? 1 : 0);

  *inside = rr >= 0 && cc >= 0 && rr < (gint) n && cc < (gint) n;
  *nr = (guint) MAX (rr, 0);
  *nc = (guint) MAX (cc, 0);
  return *inside && ship (s->grid[*nr * n + *nc]);
}

/* The shape at (r, c) against its neighbour on `side`: `want` a ship part
 * there or water (the edge is water).  FALSE with the explanation when
 * it fails. */
static gboolean
want_side (Scan *s, guint r, guint c, guint side, gboolean want)
{
  guint n = s->check->puzzle->size, nr, nc;
  gboolean inside, is = neighbour (s, r, c, side, &inside, &nr, &nc);
  g_autofree char *name = NULL, *what = NULL, *other = NULL;

  if (is == want)
    return TRUE;
  name = qd_battleship_cell_name (r, c);
  what = describe (s->check, s->grid[r * n + c]);
  other = qd_battleship_cell_name (nr, nc);
  if (want && !inside)
    qd_check_result_explain (s->result, _("%s holds %s, which needs a ship part %s it, but it is at the edge of the "
                                          "grid."), name, what, side_word (side));
  else if (want)
    qd_check_result_explain (s->result, _("%s holds %s, which needs a ship part %s it, but %s is water."), name, what,
                             side_word (side), other);
  else
    qd_check_result_explain (s->result, _("%s holds %s, which has water %s it, but %s is a ship part: ships do not "
                                          "touch."), name, what, side_word (side), other);
  return FALSE;
}

/* The sides a shape needs as ship parts (the others water), for a cell of
 * row r; a middle part is horizontal when a neighbour in its row is a ship
 * part. */
static void
shape_needs (const Scan *s, guint r, guint c, gboolean needs[4])
{
  guint n = s->check->puzzle->size, nr, nc;
  guint8 v = s->grid[r * n + c];
  gboolean inside;
  gboolean across = neighbour (s, r, c, LEFT, &inside, &nr, &nc) || neighbour (s, r, c, RIGHT, &inside, &nr, &nc);

  memset (needs, 0, 4 * sizeof (gboolean));
  switch (v)
    {
    case QD_BATTLESHIP_LEFT: needs[RIGHT] = TRUE; break;
    case QD_BATTLESHIP_RIGHT: needs[LEFT] = TRUE; break;
    case QD_BATTLESHIP_TOP: needs[BELOW] = TRUE; break;
    case QD_BATTLESHIP_BOTTOM: needs[ABOVE] = TRUE; break;
    case QD_BATTLESHIP_MIDDLE:
      if (across)
        needs[LEFT] = needs[RIGHT] = TRUE;
      else
        needs[ABOVE] = needs[BELOW] = TRUE;
      break;
    default:
      break;
    }
}

/* A ship completed at (r, c) (its right or bottom end, or a submarine):
 * counted; FALSE when the fleet has fewer of its length. */
static gboolean
count_ship (Scan *s, guint r, guint c)
{
  const QdBattleship *puzzle = s->check->puzzle;
  guint n = puzzle->size, length = 1, r0 = r, c0 = c;
  guint8 v = s->grid[r * n + c];
  guint have;

  if (v == QD_BATTLESHIP_RIGHT)
    while (c0 > 0 && s->grid[r * n + c0] != QD_BATTLESHIP_LEFT)
      c0--, length++;
  else if (v == QD_BATTLESHIP_BOTTOM)
    while (r0 > 0 && s->grid[r0 * n + c] != QD_BATTLESHIP_TOP)
      r0--, length++;
  have = length <= QD_BATTLESHIP_MAX_SHIP ? puzzle->fleet[length] : 0;
  if (++s->ships[MIN (length, QD_BATTLESHIP_MAX_SIZE)] <= have)
    return TRUE;
  if (length == 1)
    {
      g_autofree char *at = qd_battleship_cell_name (r, c);

      qd_check_result_explain (s->result, _("The submarine at %s makes %u ships of length 1, but the fleet has %u."),
                               at, s->ships[1], have);
    }
  else
    {
      g_autofree char *from = qd_battleship_cell_name (r0, c0), *to = qd_battleship_cell_name (r, c);

      qd_check_result_explain (s->result, _("The ship from %s to %s makes %u ships of length %u, but the fleet has "
                                            "%u."), from, to, s->ships[MIN (length, QD_BATTLESHIP_MAX_SIZE)], length,
                               have);
    }
  return FALSE;
}

/* Row r read from `line` into the grid and checked with the rows above;
 * FALSE with the explanation at the first broken clue. */
static gboolean
scan_row (Scan *s, guint r, const char *line)
{
  const QdBattleship *puzzle = s->check->puzzle;
  guint n = puzzle->size, count = 0, c = 0;
  guint8 *row = s->grid + r * n;
  const char *p;

  for (p = line; *p != '\0'; p = g_utf8_next_char (p), c++)
    {
      gunichar ch = g_utf8_get_char (p);

      if (c >= n)
        break;
      row[c] = read_cell (s->check, ch);
      if (row[c] == QD_BATTLESHIP_UNKNOWN)
        {
          g_autofree char *at = qd_battleship_cell_name (r, c);
          char shown[8] = { 0 };

          if (ch < 0x20 || ch == 0x7f)
            g_snprintf (shown, sizeof shown, "\\x%02X", ch);
          else
            g_unichar_to_utf8 (ch, shown);
          qd_check_result_explain (s->result, _("“%s” at %s is not a cell of the solution's notation (%s)."), shown,
                                   at, notation_letters (s->check));
          return FALSE;
        }
    }
  if (c != n || *p != '\0')
    {
      qd_check_result_explain (s->result, _("Row %u has %ld characters; the grid is %u wide."), r + 1,
                               g_utf8_strlen (line, -1), n);
      return FALSE;
    }

  for (c = 0; c < n; c++)
    {
      guint8 h = puzzle->hints[r * n + c];

      if (h != QD_BATTLESHIP_UNKNOWN && h != row[c] && !(h == QD_BATTLESHIP_SHIP && ship (row[c])))
        {
          g_autofree char *at = qd_battleship_cell_name (r, c);
          g_autofree char *says = describe (s->check, h), *has = describe (s->check, row[c]);

          qd_check_result_explain (s->result, _("The hint at %s says %s, but the answer has %s."), at, says, has);
          return FALSE;
        }
      count += ship (row[c]);
    }
  if (count != puzzle->row_counts[r])
    {
      qd_check_result_explain (s->result, ngettext ("Row %u has %u ship cell but its count is %u.",
                                                 "Row %u has %u ship cells but its count is %u.", count), r + 1, count,
                               puzzle->row_counts[r]);
      return FALSE;
    }

  for (c = 0; c < n; c++)
    {
      gboolean needs[4];

      /* The row above's cell, now that its neighbour below is known. */
      if (r > 0 && ship (s->grid[(r - 1) * n + c]))
        {
          shape_needs (s, r - 1, c, needs);
          if (!want_side (s, r - 1, c, BELOW, needs[BELOW]))
            return FALSE;
        }
      if (!ship (row[c]))
        continue;
      shape_needs (s, r, c, needs);
      if (!want_side (s, r, c, LEFT, needs[LEFT]) || !want_side (s, r, c, RIGHT, needs[RIGHT]) ||
          !want_side (s, r, c, ABOVE, needs[ABOVE]))
        return FALSE;
      for (gint dc = -1; r > 0 && dc <= 1; dc += 2)
        {
          gint c2 = (gint) c + dc;

          if (c2 >= 0 && c2 < (gint) n && ship (s->grid[(r - 1) * n + (guint) c2]))
            {
              g_autofree char *a = qd_battleship_cell_name (r - 1, (guint) c2), *b = qd_battleship_cell_name (r, c);

              qd_check_result_explain (s->result, _("The ship parts at %s and %s touch diagonally: ships do not "
                                                    "touch."), a, b);
              return FALSE;
            }
        }
      if ((row[c] == QD_BATTLESHIP_SUB || row[c] == QD_BATTLESHIP_RIGHT || row[c] == QD_BATTLESHIP_BOTTOM) &&
          !count_ship (s, r, c))
        return FALSE;
      if (++s->col_ships[c] > puzzle->col_counts[c])
        {
          qd_check_result_explain (s->result, ngettext ("Column %c has %u ship cell down to row %u but its count is %u.",
                                                     "Column %c has %u ship cells down to row %u but its count is %u.",
                                                     s->col_ships[c]),
                                   'A' + c, s->col_ships[c], r + 1, puzzle->col_counts[c]);
          return FALSE;
        }
    }

  if (r + 1 < n)
    return TRUE;
  /* The last row: nothing below it, every column and the fleet complete. */
  for (c = 0; c < n; c++)
    if (ship (row[c]))
      {
        gboolean needs[4];

        shape_needs (s, r, c, needs);
        if (!want_side (s, r, c, BELOW, needs[BELOW]))
          return FALSE;
      }
  for (c = 0; c < n; c++)
    if (s->col_ships[c] != puzzle->col_counts[c])
      {
        qd_check_result_explain (s->result, ngettext ("Column %c has %u ship cell but its count is %u.",
                                                     "Column %c has %u ship cells but its count is %u.",
                                                     s->col_ships[c]), 'A' + c,
                                 s->col_ships[c], puzzle->col_counts[c]);
        return FALSE;
      }
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    if (s->ships[len] != puzzle->fleet[len])
      {
        qd_check_result_explain (s->result, ngettext ("The grid has %u ship of length %u, but the fleet has %u.",
                                                     "The grid has %u ships of length %u, but the fleet has %u.",
                                                     s->ships[len]),
                                 s->ships[len], len, puzzle->fleet[len]);
        return FALSE;
      }
  return TRUE;
}

/* The first line (0-based) at which the answer breaks a clue, with the
 * explanation in `result`; n + 1 lines past the grid's end: -1 when it
 * satisfies every clue. */
static gint
scan_answer (const QdBattleshipCheck *check, const QdCheckText *given, QdCheckResult *result)
{
  guint n = check->puzzle->size;
  g_autofree guint8 *grid = g_new0 (guint8, n * n);
  Scan s = { check, result, grid, { 0 }, { 0 } };

  for (guint r = 0; r < n; r++)
    {
      const char *line = qd_check_text_line (given, r);

      if (line == NULL)
        {
          qd_check_result_explain (result, _("The answer ends before row %u: the grid has %u rows."), r + 1, n);
          return (gint) r;
        }
      if (!scan_row (&s, r, line))
        return (gint) r;
    }
  if (qd_check_text_length (given) > n)
    {
      qd_check_result_explain (result, _("The grid has %u rows; nothing comes after them."), n);
      return (gint) n;
    }
  return -1;
}

/* The replay step that first gives a cell of row `r` where the answer
 * differs from the solution its content there, or -1. */
static gint64
replay_step (const QdBattleshipCheck *check, guint r, const char *line)
{
  guint n = check->puzzle->size;
  guint8 given[QD_BATTLESHIP_MAX_SIZE];
  const char *p = line;
  GArray *steps = check->replay->steps;

  if (check->solution == NULL || r >= n)
    return -1;
  for (guint c = 0; c < n; c++)
    {
      given[c] = p != NULL && *p != '\0' ? read_cell (check, g_utf8_get_char (p)) : QD_BATTLESHIP_UNKNOWN;
      if (p != NULL && *p != '\0')
        p = g_utf8_next_char (p);
    }
  for (guint k = 0; k < steps->len; k++)
    {
      const QdBattleshipStep *e = &g_array_index (steps, QdBattleshipStep, k);
      guint8 right = check->solution[e->row * n + e->col];

      if (e->row == r && e->cell == right && given[e->col] != right)
        return (gint64) k + 1;
    }
  return -1;
}

/* With one solution: the cells of the differing row that differ, by name. */
static void
explain_cells (const QdBattleshipCheck *check, QdCheckResult *result, guint r, const char *line)
{
  guint n = check->puzzle->size, shown = 0;
  const char *p = line;

  for (guint c = 0; c < n && shown < 4; c++)
    {
      guint8 right = check->solution[r * n + c];
      guint8 given = p != NULL && *p != '\0' ? read_cell (check, g_utf8_get_char (p)) : QD_BATTLESHIP_UNKNOWN;

      if (p != NULL && *p != '\0')
        p = g_utf8_next_char (p);
      if (given != right)
        {
          g_autofree char *at = qd_battleship_cell_name (r, c), *what = describe (check, right);

          if (given != QD_BATTLESHIP_UNKNOWN)
            {
              g_autofree char *theirs = describe (check, given);

              qd_check_result_explain (result, _("%s holds %s in the solution, %s in the answer."), at, what, theirs);
            }
          else
            qd_check_result_explain (result, _("%s holds %s in the solution."), at, what);
          shown++;
        }
    }
}

QdCheckResult *
qd_battleship_check_answer (const QdBattleshipCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText given;
  QdCheckResult *result;
  guint n = check->puzzle->size, index = 0;

  qd_check_text_init (&given, answer, length, strict);
  if (check->n_solutions == 2)
    {
      g_autoptr(QdCheckResult) why = qd_check_result_new_correct ();
      gint wrong = scan_answer (check, &given, why);

      if (wrong < 0 && strict && !given.final_newline)
        {
          const char *last = qd_check_text_line (&given, n - 1);

          result = qd_check_result_new_wrong (n, last, last);
          qd_check_result_explain (result, _("The line should end with a line break, and the answer's last line has "
                                             "none."));
          result->reference_line = n;
        }
      else if (wrong < 0)
        result = qd_check_result_new_correct ();
      else
        {
          result = qd_check_result_new_wrong ((guint) wrong + 1, qd_check_text_line (&check->expected, (guint) wrong),
                                              qd_check_text_line (&given, (guint) wrong));
          result->explanation = g_steal_pointer (&why->explanation);
          qd_check_result_explain (result, _("The puzzle has more than one solution: any grid that satisfies every "
                                             "clue is right (the expected line is from Quandary's)."));
          result->reference_line = MIN ((guint) wrong + 1, n);
          result->step = replay_step (check, (guint) wrong, qd_check_text_line (&given, (guint) wrong));
        }
      qd_check_text_clear (&given);
      return result;
    }

  result = qd_check_compare (strict ? &check->expected_strict : &check->expected, &given, &index);
  if (result == NULL)
    {
      qd_check_text_clear (&given);
      return qd_check_result_new_correct ();
    }
  if (result->explanation == NULL)
    {
      g_autoptr(QdCheckResult) why = qd_check_result_new_correct ();
      gint broken = scan_answer (check, &given, why);

      const char *line = qd_check_text_line (&given, index);

      if (check->n_solutions == 0)
        {
          qd_check_result_explain (result, _("The puzzle has no solution: battle.py writes nothing."));
          if (broken >= 0)
            qd_check_result_explain (result, _("The answer breaks a clue at line %d: %s"), broken + 1,
                                     why->explanation);
        }
      else if (line == NULL)
        qd_check_result_explain (result, _("The answer ends before row %u: the grid has %u rows."), index + 1, n);
      else if (index >= n)
        qd_check_result_explain (result, _("The grid has %u rows; nothing comes after them."), n);
      else
        {
          explain_cells (check, result, index, line);
          result->step = replay_step (check, index, line);
          if (broken >= 0)
            qd_check_result_explain (result, _("The answer breaks a clue at line %d: %s"), broken + 1,
                                     why->explanation);
        }
    }
  qd_check_text_clear (&given);
  return result;
}
