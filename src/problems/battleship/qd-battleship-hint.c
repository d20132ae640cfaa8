/* qd-battleship-hint.c — the next forced deduction and its reason.
 *
 * The filters run by a small fixpoint loop of their own on masks: the first
 * filter that decides a cell the player has not marked, or fails, says why.
 */
#include "config.h"
#include "qd-battleship-private.h"

#include <string.h>
#include <glib/gi18n.h>

typedef enum { DECIDED_NONE, DECIDED_WATER, DECIDED_SHIP } Decided;

static Decided
decided (guint8 mask)
{
  if (mask == QD_BATTLESHIP_BIT_W)
    return DECIDED_WATER;
  if (mask != 0 && (mask & QD_BATTLESHIP_BIT_W) == 0)
    return DECIDED_SHIP;
  return DECIDED_NONE;
}

typedef struct {
  const QdBattleship *puzzle;
  const guint8 *marks;        /* what the player sees as decided */
  gboolean find;              /* stop at the first newly decided cell */
  guint row, col;
  Decided what;
  char *reason;
} HintRun;

static gboolean
known_to_player (const HintRun *h, guint i)
{
  guint8 hint = h->puzzle->hints[i], mark = h->marks[i];
  return hint != QD_BATTLESHIP_UNKNOWN || mark != QD_BATTLESHIP_UNKNOWN;
}

/* The first cell a filter decided that the player does not know yet. */
static gint
first_new (const HintRun *h, const guint8 *before, const guint8 *after)
{
  guint n = h->puzzle->size;

  for (guint i = 0; i < n * n; i++)
    if (decided (before[i]) == DECIDED_NONE && decided (after[i]) != DECIDED_NONE && !known_to_player (h, i))
      return (gint) i;
  return -1;
}

static char *
line_reason (const QdBattleship *p, const guint8 *m_before, guint line, gboolean column, guint pos, Decided what)
{
  guint n = p->size, def = 0, possible = 0, count = column ? p->col_counts[line] : p->row_counts[line];
  g_autofree char *name = qd_battleship_line_name (line, column);

  for (guint i = 0; i < n; i++)
    {
      def += (m_before[i] & QD_BATTLESHIP_BIT_W) == 0;
      possible += (m_before[i] & QD_BATTLESHIP_SHIP_BITS) != 0;
    }
  if (what == DECIDED_WATER && def == count)
    return g_strdup_printf (_("%s already has its %u ship cells"), name, count);
  if (what == DECIDED_SHIP && possible == count)
    return g_strdup_printf (_("%s needs %u ship cells and only %u cells can hold one"), name, count, possible);
  for (gint step = -1; step <= 1; step += 2)
    {
      gint q = (gint) pos + step;
      guint8 mq;
      if (q < 0 || q >= (gint) n)
        continue;
      mq = m_before[q];
      if (decided (mq) == DECIDED_SHIP)
        {
          guint r = column ? (guint) q : line, c = column ? line : (guint) q;
          g_autofree char *at = qd_battleship_cell_name (r, c);
          if (what == DECIDED_SHIP)
            return g_strdup_printf (_("the ship at %s continues here"), at);
          return g_strdup_printf (_("the ship at %s ends before this cell"), at);
        }
    }
  if (what == DECIDED_WATER)
    return g_strdup_printf (_("no ship of %s can pass here with its count of %u"), name, count);
  return g_strdup_printf (_("%s cannot get its %u ship cells without this one"), name, count);
}

static char *
fleet_reason (const QdBattleship *p, const guint8 *dom, guint idx, Decided what)
{
  guint n = p->size, r = idx / n, c = idx % n;

  if (what == DECIDED_WATER)
    {
      QdBattleshipFleetScratch fs;
      fs.n = n;
      memset (fs.row_def, 0, sizeof fs.row_def);
      memset (fs.col_def, 0, sizeof fs.col_def);
      for (guint i = 0; i < n * n; i++)
        if ((dom[i] & QD_BATTLESHIP_BIT_W) == 0)
          fs.row_def[i / n]++, fs.col_def[i % n]++;
      /* A length that fits here, but whose ships are all placed. */
      for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP && len <= n; len++)
        {
          if (p->fleet[len] == 0)
            continue;
          for (guint horiz = 0; horiz < (len == 1 ? 1u : 2u); horiz++)
            for (guint k = 0; k < len; k++)
              {
                gint r0 = (gint) r - (horiz ? 0 : (gint) k), c0 = (gint) c - (horiz ? (gint) k : 0);
                gboolean fixed;
                if (r0 < 0 || c0 < 0 || (horiz ? c0 + (gint) len > (gint) n : r0 + (gint) len > (gint) n))
                  continue;
                if (qd_battleship_placement_ok (p, dom, &fs, (guint) r0, (guint) c0, len, horiz, &fixed) && !fixed)
                  return g_strdup_printf (ngettext ("the fleet's %u ship of length %u (%s) is placed",
                                                    "the fleet's %u ships of length %u (%s) are all placed",
                                                    p->fleet[len]),
                                          p->fleet[len], len, qd_battleship_length_name (len));
              }
        }
      return g_strdup (_("no ship of the fleet fits here"));
    }
  return g_strdup (_("a ship of the fleet has no other place left than here"));
}

/* Runs every filter to a fixpoint on dom; with h->find, stops at the first
 * cell decided that the player does not know.  FALSE on a failure, with
 * why. */
static gboolean
hint_fixpoint (HintRun *h, guint8 *dom, QdBattleshipWhy *why)
{
  const QdBattleship *p = h->puzzle;
  guint n = p->size;
  guint8 before[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      memcpy (before, dom, (gsize) n * n);
      if (!qd_battleship_diagonal_filter (n, dom, why))
        return FALSE;
      if (h->find)
        {
          gint i = first_new (h, before, dom);
          if (i >= 0)
            {
              guint r = (guint) i / n, c = (guint) i % n;
              guint diagonal[4], n_diagonal = qd_battleship_diagonals (n, (guint) i, diagonal);

              for (guint k = 0; k < n_diagonal && h->reason == NULL; k++)
                if (decided (before[diagonal[k]]) == DECIDED_SHIP)
                  {
                    g_autofree char *at = qd_battleship_cell_name (diagonal[k] / n, diagonal[k] % n);
                    h->reason = g_strdup_printf (_("a ship here would touch the ship at %s diagonally"), at);
                  }
              h->row = r, h->col = c, h->what = decided (dom[i]);
              if (h->reason == NULL)
                h->reason = g_strdup (_("a ship here would touch another diagonally"));
              return TRUE;
            }
        }
      if (memcmp (before, dom, (gsize) n * n) != 0)
        changed = TRUE;

      for (guint col = 0; col < 2; col++)
        for (guint line = 0; line < n; line++)
          {
            guint8 m[QD_BATTLESHIP_MAX_SIZE], mb[QD_BATTLESHIP_MAX_SIZE];
            guint count = col ? p->col_counts[line] : p->row_counts[line];

            for (guint i = 0; i < n; i++)
              m[i] = dom[col ? i * n + line : line * n + i];
            memcpy (mb, m, n);
            if (!qd_battleship_line_filter (m, n, count, col, &work))
              {
                qd_battleship_line_explain_failure (p, mb, line, col, why);
                return FALSE;
              }
            for (guint i = 0; i < n; i++)
              {
                guint idx = col ? i * n + line : line * n + i;
                if (m[i] == mb[i])
                  continue;
                changed = TRUE;
                dom[idx] = m[i];
                if (h->find && decided (mb[i]) == DECIDED_NONE && decided (m[i]) != DECIDED_NONE
                    && !known_to_player (h, idx))
                  {
                    h->row = idx / n, h->col = idx % n, h->what = decided (m[i]);
                    h->reason = line_reason (p, mb, line, col, i, h->what);
                    return TRUE;
                  }
              }
          }
      if (changed)
        continue;

      memcpy (before, dom, (gsize) n * n);
      if (!qd_battleship_fleet_filter (p, dom, &work, why))
        return FALSE;
      if (h->find)
        {
          gint i = first_new (h, before, dom);
          if (i >= 0)
            {
              h->row = (guint) i / n, h->col = (guint) i % n, h->what = decided (dom[i]);
              h->reason = fleet_reason (p, before, (guint) i, h->what);
              return TRUE;
            }
        }
      if (memcmp (before, dom, (gsize) n * n) != 0)
        changed = TRUE;
    }
  return TRUE;
}

static void
initial_masks (const QdBattleship *p, const guint8 *marks, guint8 *dom)
{
  guint n = p->size;

  for (guint i = 0; i < n * n; i++)
    {
      guint8 allowed = QD_BATTLESHIP_ALL_BITS;
      for (guint k = 0; k < 2; k++)
        {
          guint8 h = k == 0 ? p->hints[i] : marks[i];
          if (h == QD_BATTLESHIP_SHIP)
            allowed &= QD_BATTLESHIP_SHIP_BITS;
          else if (h >= QD_BATTLESHIP_WATER && h <= QD_BATTLESHIP_MIDDLE)
            allowed &= qd_battleship_cell_bit (h);
        }
      dom[i] = allowed;
    }
}

static QdBattleshipCell
cell_from_mask (guint8 mask)
{
  if (mask == QD_BATTLESHIP_BIT_W)
    return QD_BATTLESHIP_WATER;
  for (guint v = 1; v < QD_BATTLESHIP_N_VALUES; v++)
    if (mask == (1u << v))
      return (QdBattleshipCell) (v + 1);
  return (mask & QD_BATTLESHIP_BIT_W) ? QD_BATTLESHIP_UNKNOWN : QD_BATTLESHIP_SHIP;
}

static gboolean
mark_agrees (guint8 mark, guint8 truth)
{
  if (mark == QD_BATTLESHIP_UNKNOWN)
    return TRUE;
  if (mark == QD_BATTLESHIP_SHIP)
    return truth != QD_BATTLESHIP_WATER;
  return mark == truth;
}

/* What qd_battleship_hint says: a cell, its value and why (row G_MAXUINT:
 * no cell). */
typedef struct {
  guint row, col;
  QdBattleshipCell cell;
  char *text;
  gboolean found;
} Hint;

static void
hint_set (Hint *hint, guint i, guint n, QdBattleshipCell cell)
{
  hint->row = i / n;
  hint->col = i % n;
  hint->cell = cell;
}

/* The marks leave no solution: the first mark that disagrees with the
 * solution (when it is unique) and the rule the marks break, if a filter
 * finds it. */
static void
explain_wrong_marks (const QdBattleship *puzzle, const guint8 *marks, const QdBattleshipResult *plain, Hint *hint)
{
  guint n = puzzle->size;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  QdBattleshipWhy fail = { NULL };
  HintRun check = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };
  guint r0 = G_MAXUINT, c0 = G_MAXUINT;

  for (guint i = 0; i < n * n; i++)
    if (!mark_agrees (marks[i], plain->solution[i]) && plain->n_solutions == 1)
      {
        hint_set (hint, i, n, plain->solution[i]);
        r0 = hint->row, c0 = hint->col;
        break;
      }
  initial_masks (puzzle, marks, dom);
  if (!hint_fixpoint (&check, dom, &fail))
    {
      if (r0 != G_MAXUINT)
        {
          g_autofree char *name = qd_battleship_cell_name (r0, c0);
          hint->text = g_strdup_printf (_("the mark at %s is wrong: with the marks, %s"), name, fail.text);
        }
      else
        hint->text = g_strdup_printf (_("the marks break a rule: %s"), fail.text);
    }
  else if (r0 != G_MAXUINT)
    {
      g_autofree char *name = qd_battleship_cell_name (r0, c0);
      hint->text = g_strdup_printf (_("the mark at %s is wrong: no solution has %s there"), name,
                                    marks[r0 * n + c0] == QD_BATTLESHIP_WATER ? _("water") : _("a ship"));
    }
  else
    hint->text = g_strdup (_("the marks together leave no solution"));
  g_free (fail.text);
}

/* One step of look-ahead from the filters' fixpoint `base`: a cell where
 * one of water / ship makes them fail. */
static void
look_ahead (const QdBattleship *puzzle, const guint8 *marks, const guint8 *base, Hint *hint)
{
  guint n = puzzle->size;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  HintRun h = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };

  for (guint i = 0; i < n * n && !hint->found; i++)
    {
      if (decided (base[i]) != DECIDED_NONE || known_to_player (&h, i))
        continue;
      for (guint k = 0; k < 2 && !hint->found; k++)
        {
          HintRun trial = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };
          QdBattleshipWhy fail = { NULL };

          memcpy (dom, base, (gsize) n * n);
          dom[i] &= k == 0 ? QD_BATTLESHIP_BIT_W : QD_BATTLESHIP_SHIP_BITS;
          if (!hint_fixpoint (&trial, dom, &fail))
            {
              g_autofree char *name = qd_battleship_cell_name (i / n, i % n);

              hint_set (hint, i, n, k == 0 ? QD_BATTLESHIP_SHIP : QD_BATTLESHIP_WATER);
              hint->text = g_strdup_printf (_("if %s were %s, %s"), name, k == 0 ? _("water") : _("a ship"),
                                            fail.text != NULL ? fail.text : _("a rule would break"));
              hint->found = TRUE;
            }
          g_free (fail.text);
        }
    }
}

/* The marks are consistent: the first deduction the filters make from
 * them, else one found by looking a step ahead, else the search's answer
 * when the solution is unique. */
static void
deduce (const QdBattleship *puzzle, const guint8 *marks, const QdBattleshipResult *plain, Hint *hint)
{
  guint n = puzzle->size;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  HintRun h = { puzzle, marks, TRUE, 0, 0, DECIDED_NONE, NULL };
  QdBattleshipWhy why = { NULL };

  initial_masks (puzzle, marks, dom);
  if (!hint_fixpoint (&h, dom, &why))
    {
      hint->text = g_strdup_printf (_("the marks break a rule: %s"), why.text);
      g_free (why.text);
      return;
    }
  if (h.reason != NULL)
    {
      hint->row = h.row, hint->col = h.col;
      hint->cell = h.what == DECIDED_WATER ? QD_BATTLESHIP_WATER : QD_BATTLESHIP_SHIP;
      hint->text = g_steal_pointer (&h.reason);
      hint->found = TRUE;
      return;
    }

  look_ahead (puzzle, marks, dom, hint);
  if (hint->found)
    return;

  /* Nothing simple: the search decides, when the solution is unique. */
  if (plain->n_solutions == 1)
    for (guint i = 0; i < n * n; i++)
      if (!known_to_player (&h, i))
        {
          hint_set (hint, i, n, plain->solution[i] == QD_BATTLESHIP_WATER ? QD_BATTLESHIP_WATER : QD_BATTLESHIP_SHIP);
          hint->text = g_strdup_printf (_("no single step is left; the search shows that every solution has %s here"),
                                        hint->cell == QD_BATTLESHIP_WATER ? _("water") : _("a ship"));
          hint->found = TRUE;
          return;
        }
  hint->text = g_strdup (plain->n_solutions > 1 ? _("nothing is forced: the puzzle has more than one solution")
                                                : _("nothing is left to deduce"));
}

/* A ship cell's shape, when the filters know it once the cell is a ship. */
static void
refine_shape (const QdBattleship *puzzle, const guint8 *marks, Hint *hint)
{
  guint n = puzzle->size;
  guint8 d[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  HintRun plainrun = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };
  QdBattleshipWhy w = { NULL };
  g_autofree guint8 *m2 = g_memdup2 (marks, (gsize) n * n);

  m2[hint->row * n + hint->col] = QD_BATTLESHIP_SHIP;
  initial_masks (puzzle, m2, d);
  if (hint_fixpoint (&plainrun, d, &w))
    {
      QdBattleshipCell shape = cell_from_mask (d[hint->row * n + hint->col]);
      if (shape != QD_BATTLESHIP_UNKNOWN && shape != QD_BATTLESHIP_WATER)
        hint->cell = shape;
    }
  g_free (w.text);
}

gboolean
qd_battleship_hint (const QdBattleship *puzzle, const guint8 *marks,
                    guint *row, guint *col, QdBattleshipCell *cell, char **why_out)
{
  g_autoptr(QdBattleshipResult) plain = NULL;
  g_autoptr(QdBattleshipResult) with_marks = NULL;
  QdBattleshipSolveOptions options;
  Hint hint = { G_MAXUINT, G_MAXUINT, QD_BATTLESHIP_UNKNOWN, NULL, FALSE };

  qd_battleship_init_tables ();
  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  plain = qd_battleship_solve (puzzle, &options);
  if (plain->n_solutions == 0)
    hint.text = g_strdup (_("the puzzle has no solution"));
  else
    {
      options.max_solutions = 1;
      with_marks = qd_battleship_solve_with_marks (puzzle, marks, &options);
      if (with_marks->n_solutions == 0)
        explain_wrong_marks (puzzle, marks, plain, &hint);
      else
        deduce (puzzle, marks, plain, &hint);
    }
  if (hint.found && hint.cell == QD_BATTLESHIP_SHIP)
    refine_shape (puzzle, marks, &hint);

  if (row != NULL)
    *row = hint.row;
  if (col != NULL)
    *col = hint.col;
  if (cell != NULL)
    *cell = hint.cell;
  if (why_out != NULL)
    *why_out = hint.text;
  else
    g_free (hint.text);
  return hint.found;
}
