/* qd-battleship-filters.c — the Battleship filters on cell masks.
 *
 * - the line filter, per row and column: the line's cells read as a word of
 *   a small automaton (free / next must be water / inside a ship along the
 *   line) with the count of ship cells, filtered by a forward-backward pass
 *   over (position, state, count), counts held as bitmasks: GAC on "the pieces
 *   along this line form ships and the line has its count";
 * - the fleet filter: every placement of every ship length of the fleet that
 *   the masks (and the counts) still allow; a ship piece no placement covers
 *   goes, a length with fewer placements than ships fails, a length whose
 *   complete ships are all there allows no other placement, and a length
 *   with exactly as many placements as ships forces them;
 * - the diagonal filter (the solver has binary constraints for it instead).
 *
 * Each can say why it failed or decided a cell, for the hints.
 */
#include "config.h"
#include "qd-battleship-private.h"

#include <string.h>
#include <glib/gi18n.h>

void
qd_battleship_why_set (QdBattleshipWhy *why, const char *format, ...)
{
  va_list args;

  if (why == NULL || why->text != NULL)
    return;
  va_start (args, format);
  why->text = g_strdup_vprintf (format, args);
  va_end (args);
}

char *
qd_battleship_cell_name (guint row, guint col)
{
  return g_strdup_printf ("%c%u", 'A' + col, row + 1);
}

guint
qd_battleship_diagonals (guint n, guint i, guint out[4])
{
  guint r = i / n, c = i % n, k = 0;

  for (gint dr = -1; dr <= 1; dr += 2)
    for (gint dc = -1; dc <= 1; dc += 2)
      {
        gint rr = (gint) r + dr, cc = (gint) c + dc;

        if (rr >= 0 && cc >= 0 && rr < (gint) n && cc < (gint) n)
          out[k++] = (guint) rr * n + (guint) cc;
      }
  return k;
}

const char *
qd_battleship_length_name (guint len)
{
  static const char *names[] = { "", N_("submarine"), N_("destroyer"), N_("cruiser"), N_("battleship"), N_("carrier") };
  return len < G_N_ELEMENTS (names) ? _(names[len]) : _("ship");
}

char *
qd_battleship_line_name (guint line, gboolean column)
{
  return column ? g_strdup_printf (_("column %c"), 'A' + line) : g_strdup_printf (_("row %u"), line + 1);
}

/* ------------------------------------------------------------ line filter */

enum { ST_FREE, ST_CLOSE, ST_RUN, N_STATES };

/* The next state after a value, or -1. */
static gint
line_next (gint state, guint value, gboolean column)
{
  guint bit = 1u << value;
  guint start = column ? QD_BATTLESHIP_BIT_T : QD_BATTLESHIP_BIT_L, end = column ? QD_BATTLESHIP_BIT_B : QD_BATTLESHIP_BIT_R;

  if (bit == QD_BATTLESHIP_BIT_W)
    return state == ST_RUN ? -1 : ST_FREE;
  if (bit == QD_BATTLESHIP_BIT_M)
    return state == ST_FREE ? ST_CLOSE : state == ST_RUN ? ST_RUN : -1;
  if (bit == start)
    return state == ST_FREE ? ST_RUN : -1;
  if (bit == end)
    return state == ST_RUN ? ST_CLOSE : -1;
  return state == ST_FREE ? ST_CLOSE : -1;   /* S, and the ends of ships across */
}

/* ship_moves[col][s][t]: the ship values (bits) that lead from state s to t. */
static guint8 ship_moves[2][N_STATES][N_STATES];

void
qd_battleship_init_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint col = 0; col < 2; col++)
        for (gint s = 0; s < N_STATES; s++)
          for (guint v = 0; v < QD_BATTLESHIP_N_VALUES; v++)
            {
              gint t = line_next (s, v, col);
              if (v > 0 && t >= 0)
                ship_moves[col][s][t] |= (guint8) (1u << v);
            }
      /* qd_battleship_line_filter relies on these being the only ship moves. */
      for (guint col = 0; col < 2; col++)
        g_assert (ship_moves[col][ST_FREE][ST_FREE] == 0 && ship_moves[col][ST_RUN][ST_FREE] == 0 &&
                  ship_moves[col][ST_CLOSE][ST_FREE] == 0 && ship_moves[col][ST_CLOSE][ST_CLOSE] == 0 &&
                  ship_moves[col][ST_CLOSE][ST_RUN] == 0);
      g_once_init_leave (&done, 1);
    }
}

/* Filters the masks m[0..n-1] of a line with `count` ship cells.  FALSE on a
 * failure.  *work counts the steps.  Counts so far are bitmasks per state:
 * water keeps the count and goes FREE/CLOSE -> FREE; a ship value adds one
 * and goes FREE -> CLOSE (S, or a piece of a ship across the line), FREE ->
 * RUN (the first piece of a ship along it), RUN -> RUN (a middle piece) or
 * RUN -> CLOSE (its last piece); nothing else leaves CLOSE (no two ships
 * touch).  Those four pairs are the only ones ship_moves holds. */
gboolean
qd_battleship_line_filter (guint8 *m, guint n, guint count, gboolean column, guint64 *work)
{
  guint32 fF[QD_BATTLESHIP_MAX_SIZE + 1], fC[QD_BATTLESHIP_MAX_SIZE + 1], fR[QD_BATTLESHIP_MAX_SIZE + 1];
  guint32 bF, bC, bR;
  guint32 lim = (count >= 31) ? 0xffffffffu : ((1u << (count + 1)) - 1);
  const guint8 (*moves)[N_STATES] = ship_moves[column ? 1 : 0];
  const guint8 to_close = moves[ST_FREE][ST_CLOSE], to_run = moves[ST_FREE][ST_RUN];
  const guint8 run_run = moves[ST_RUN][ST_RUN], run_close = moves[ST_RUN][ST_CLOSE];

  fF[0] = 1;
  fC[0] = fR[0] = 0;
  for (guint i = 0; i < n; i++)
    {
      guint8 mask = m[i];
      guint32 sF = (fF[i] << 1) & lim, sR = (fR[i] << 1) & lim;

      fF[i + 1] = (mask & QD_BATTLESHIP_BIT_W) ? fF[i] | fC[i] : 0;
      fC[i + 1] = ((mask & to_close) ? sF : 0) | ((mask & run_close) ? sR : 0);
      fR[i + 1] = ((mask & to_run) ? sF : 0) | ((mask & run_run) ? sR : 0);
    }
  if (((fF[n] | fC[n]) & (1u << count)) == 0)
    return FALSE;
  bF = bC = 1u << count;
  bR = 0;
  for (guint i = n; i-- > 0;)
    {
      guint8 mask = m[i], keep = 0;
      guint32 water = (mask & QD_BATTLESHIP_BIT_W) ? bF : 0;
      guint32 close = bC >> 1, run = bR >> 1;

      /* A value stays when some path through it has the right count. */
      if ((fF[i] | fC[i]) & water)
        keep |= QD_BATTLESHIP_BIT_W;
      if (fF[i] & close)
        keep |= to_close;
      if (fF[i] & run)
        keep |= to_run;
      if (fR[i] & close)
        keep |= run_close;
      if (fR[i] & run)
        keep |= run_run;
      m[i] = keep & mask;
      if (m[i] == 0)
        return FALSE;
      /* b*: the counts so far from which that state at i can still finish. */
      bR = ((mask & run_close) ? close : 0) | ((mask & run_run) ? run : 0);
      bF = water | ((mask & to_close) ? close : 0) | ((mask & to_run) ? run : 0);
      bC = water;
    }
  *work += (guint64) n * N_STATES;
  return TRUE;
}

void
qd_battleship_line_explain_failure (const QdBattleship *p, const guint8 *m, guint line, gboolean column, QdBattleshipWhy *why)
{
  guint def = 0, possible = 0, count = column ? p->col_counts[line] : p->row_counts[line];
  g_autofree char *name = qd_battleship_line_name (line, column);

  for (guint i = 0; i < p->size; i++)
    {
      def += (m[i] & QD_BATTLESHIP_BIT_W) == 0;
      possible += (m[i] & QD_BATTLESHIP_SHIP_BITS) != 0;
    }
  if (def > count)
    qd_battleship_why_set (why, _("%s would have more than its %u ship cells"), name, count);
  else if (possible < count)
    qd_battleship_why_set (why, _("%s could not get its %u ship cells"), name, count);
  else
    qd_battleship_why_set (why, _("the pieces in %s would not form ships with %u ship cells"), name, count);
}

/* --------------------------------------------------------- fleet filter */

/* The shape (bit) of piece i of a ship of length len. */
static inline guint8
piece_shape (guint len, guint i, gboolean horiz)
{
  if (len == 1)
    return QD_BATTLESHIP_BIT_S;
  if (i == 0)
    return horiz ? QD_BATTLESHIP_BIT_L : QD_BATTLESHIP_BIT_T;
  return i + 1 == len ? (horiz ? QD_BATTLESHIP_BIT_R : QD_BATTLESHIP_BIT_B) : QD_BATTLESHIP_BIT_M;
}

/* The cell at (i, side) of the ring of water around a ship at (r, c): i from
 * -1 to len along the ship, side -1..1 across it; -1 when that is off the
 * board or a piece of the ship itself. */
static inline gint
ring_cell (guint n, guint r, guint c, guint len, gboolean horiz, gint i, gint side)
{
  gint rr = (gint) r + (horiz ? side : i), cc = (gint) c + (horiz ? i : side);

  if ((i >= 0 && i < (gint) len && side == 0) || rr < 0 || cc < 0 || rr >= (gint) n || cc >= (gint) n)
    return -1;
  return rr * (gint) n + cc;
}

/* Whether a placement of length len at (r, c), along a row (horiz) or a
 * column, is allowed by the masks and the counts; *fixed: all its cells are
 * decided to its shapes. */
gboolean
qd_battleship_placement_ok (const QdBattleship *p, const guint8 *dom, const QdBattleshipFleetScratch *fs,
              guint r, guint c, guint len, gboolean horiz, gboolean *fixed)
{
  guint n = fs->n;
  guint dr = horiz ? 0 : 1, dc = horiz ? 1 : 0;
  guint in_def = 0;

  *fixed = TRUE;
  for (guint i = 0; i < len; i++)
    {
      guint rr = r + dr * i, cc = c + dc * i;
      guint8 d = dom[rr * n + cc], shape = piece_shape (len, i, horiz);

      if ((d & shape) == 0)
        return FALSE;
      if (d != shape)
        *fixed = FALSE;
      if ((d & QD_BATTLESHIP_BIT_W) == 0)
        in_def++;
      else if (horiz ? (guint) fs->col_def[cc] + 1 > p->col_counts[cc] : (guint) fs->row_def[rr] + 1 > p->row_counts[rr])
        return FALSE;
    }
  if (horiz ? (guint) fs->row_def[r] - in_def + len > p->row_counts[r] : (guint) fs->col_def[c] - in_def + len > p->col_counts[c])
    return FALSE;
  /* The ring around it can be water. */
  for (gint i = -1; i <= (gint) len; i++)
    for (gint side = -1; side <= 1; side++)
      {
        gint cell = ring_cell (n, r, c, len, horiz, i, side);

        if (cell >= 0 && (dom[cell] & QD_BATTLESHIP_BIT_W) == 0)
          return FALSE;
      }
  return TRUE;
}

static void
placement_apply (guint8 *support, guint8 *force, guint n, guint r, guint c, guint len, gboolean horiz)
{
  guint dr = horiz ? 0 : 1, dc = horiz ? 1 : 0;

  for (guint i = 0; i < len; i++)
    {
      guint idx = (r + dr * i) * n + c + dc * i;
      guint8 shape = piece_shape (len, i, horiz);

      if (support != NULL)
        support[idx] |= shape;
      if (force != NULL)
        force[idx] &= shape;
    }
  if (force == NULL)
    return;
  for (gint i = -1; i <= (gint) len; i++)
    for (gint side = -1; side <= 1; side++)
      {
        gint cell = ring_cell (n, r, c, len, horiz, i, side);

        if (cell >= 0)
          force[cell] &= QD_BATTLESHIP_BIT_W;
      }
}

/* A placement the masks allow. */
typedef struct {
  guint8 r, c, len, horiz, fixed;
} Placement;

/* The masks as bitboards, one word per line (bit i: the i-th cell of the
 * line): for rows and, transposed, for columns. */
typedef struct {
  guint32 has[2][QD_BATTLESHIP_MAX_SIZE][QD_BATTLESHIP_N_VALUES];   /* [column?][line]: the value is possible */
  guint32 only[2][QD_BATTLESHIP_MAX_SIZE][QD_BATTLESHIP_N_VALUES];  /* the mask is exactly that value */
  guint32 full[2];                  /* [column?]: lines whose count of definite ship cells is reached */
  gint room[2][QD_BATTLESHIP_MAX_SIZE];               /* count minus definite ship cells */
} Boards;

static void
boards_init (const QdBattleship *p, const guint8 *dom, const QdBattleshipFleetScratch *fs, Boards *b)
{
  guint n = p->size;

  for (guint k = 0; k < 2; k++)
    {
      memset (b->has[k], 0, n * sizeof b->has[k][0]);
      memset (b->only[k], 0, n * sizeof b->only[k][0]);
    }
  b->full[0] = b->full[1] = 0;
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        guint d = dom[r * n + c];
        if ((d & (d - 1)) == 0 && d != 0)
          {
            guint v = (guint) __builtin_ctz (d);
            b->only[0][r][v] |= 1u << c;
            b->only[1][c][v] |= 1u << r;
          }
        for (; d != 0; d &= d - 1)
          {
            guint v = (guint) __builtin_ctz (d);
            b->has[0][r][v] |= 1u << c;
            b->has[1][c][v] |= 1u << r;
          }
      }
  for (guint i = 0; i < n; i++)
    {
      b->room[0][i] = (gint) p->row_counts[i] - (gint) fs->row_def[i];
      b->room[1][i] = (gint) p->col_counts[i] - (gint) fs->col_def[i];
      if (fs->row_def[i] >= p->row_counts[i])
        b->full[0] |= 1u << i;
      if (fs->col_def[i] >= p->col_counts[i])
        b->full[1] |= 1u << i;
    }
}

static inline guint
bit_count (guint32 x)
{
  guint k = 0;

  for (; x != 0; x &= x - 1)
    k++;
  return k;
}

/* The placements of length len along the lines of one direction (column:
 * along columns), exactly those qd_battleship_placement_ok() allows, appended to out. */
static void
enumerate_line_placements (const Boards *b, guint n, guint len, gboolean column,
                           Placement *out, guint *n_out, guint *valid, guint *fixed_n)
{
  guint k = column ? 1 : 0;
  guint vs, ve;
  guint32 all = (n >= 32) ? 0xffffffffu : ((1u << n) - 1);
  guint32 starts = (len <= n) ? ((1u << (n - len + 1)) - 1) : 0;
  guint32 span = (len >= 32) ? 0xffffffffu : ((1u << len) - 1);

  if (len == 1)
    vs = ve = 1;                        /* S */
  else
    vs = column ? 4 : 2, ve = column ? 5 : 3;   /* T B / L R */

  for (guint line = 0; line < n; line++)
    {
      const guint32 *h = b->has[k][line], *o = b->only[k][line];
      guint32 ok, fix, canw = h[0], notw, badw, around = 0;

      /* The shapes. */
      ok = starts & h[vs];
      fix = o[vs];
      if (len > 1)
        {
          ok &= h[ve] >> (len - 1);
          fix &= o[ve] >> (len - 1);
          for (guint i = 1; i + 1 < len; i++)
            {
              ok &= h[6] >> i;
              fix &= o[6] >> i;
            }
        }
      if (ok == 0)
        continue;
      /* A cell that may be water, on a crossing line whose count is reached. */
      badw = canw & b->full[1 - k];
      for (guint i = 0; i < len && ok != 0; i++)
        ok &= ~(badw >> i);
      /* The ring: the ends on this line, and the neighbouring lines. */
      notw = ~canw & all;
      ok &= ~(notw << 1) & ~(notw >> len);
      for (gint side = -1; side <= 1; side += 2)
        {
          gint nl = (gint) line + side;
          guint32 nw;
          if (nl < 0 || nl >= (gint) n)
            continue;
          nw = ~b->has[k][nl][0] & all;
          around |= (nw << 1) | (nw >> len);
          for (guint i = 0; i < len; i++)
            around |= nw >> i;
        }
      ok &= ~around;
      /* This line's count. */
      for (guint32 rest = ok; rest != 0; rest &= rest - 1)
        {
          guint c = (guint) __builtin_ctz (rest);
          Placement *pl;

          if ((gint) len > b->room[k][line]
              && (gint) bit_count (canw & (span << c)) > b->room[k][line])
            continue;
          pl = &out[(*n_out)++];
          pl->r = (guint8) (column ? c : line);
          pl->c = (guint8) (column ? line : c);
          pl->len = (guint8) len;
          pl->horiz = !column;
          pl->fixed = (fix >> c) & 1;
          valid[len]++;
          fixed_n[len] += pl->fixed;
        }
    }
}

/* Filters every mask by the fleet; FALSE on a failure. */
gboolean
qd_battleship_fleet_filter (const QdBattleship *p, guint8 *dom, guint64 *work, QdBattleshipWhy *why)
{
  guint n = p->size;
  QdBattleshipFleetScratch fs;
  Boards boards;
  guint valid[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 }, fixed_n[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 };
  guint8 support[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE], force[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint first[QD_BATTLESHIP_MAX_SHIP + 2] = { 0 };
  Placement *list;
  guint n_list = 0;
  gboolean any_force = FALSE;

  /* At most 2 n^2 placements of each length. */
  list = g_newa (Placement, 2 * (gsize) n * n * (QD_BATTLESHIP_MAX_SHIP > n ? n : QD_BATTLESHIP_MAX_SHIP) + 1);
  fs.n = n;
  memset (fs.row_def, 0, sizeof fs.row_def);
  memset (fs.col_def, 0, sizeof fs.col_def);
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      if ((dom[r * n + c] & QD_BATTLESHIP_BIT_W) == 0)
        fs.row_def[r]++, fs.col_def[c]++;
  boards_init (p, dom, &fs, &boards);

  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    {
      first[len] = n_list;
      if (p->fleet[len] == 0)
        continue;
      if (len <= n)
        {
          /* Columns first, as qd_battleship_placement_ok() counts them. */
          enumerate_line_placements (&boards, n, len, TRUE, list, &n_list, valid, fixed_n);
          if (len > 1)
            enumerate_line_placements (&boards, n, len, FALSE, list, &n_list, valid, fixed_n);
        }
      *work += (guint64) n * n;
      if (fixed_n[len] > p->fleet[len])
        {
          qd_battleship_why_set (why, _("there would be %u ships of length %u, and the fleet has %u"), fixed_n[len], len, p->fleet[len]);
          return FALSE;
        }
      if (valid[len] < p->fleet[len])
        {
          if (valid[len] == 0)
            qd_battleship_why_set (why, _("no %s (length %u) of the fleet would fit"), qd_battleship_length_name (len), len);
          else
            qd_battleship_why_set (why, _("only %u of the fleet's %u ships of length %u would fit"), valid[len], p->fleet[len], len);
          return FALSE;
        }
      if (valid[len] == p->fleet[len] && fixed_n[len] < valid[len])
        any_force = TRUE;
    }
  first[QD_BATTLESHIP_MAX_SHIP + 1] = n_list;

  memset (support, 0, (gsize) n * n);
  memset (force, QD_BATTLESHIP_ALL_BITS, (gsize) n * n);
  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP && len <= n; len++)
    {
      gboolean complete, forced;

      if (p->fleet[len] == 0)
        continue;
      complete = fixed_n[len] == p->fleet[len];
      forced = any_force && valid[len] == p->fleet[len];
      for (guint j = first[len]; j < first[len + 1]; j++)
        {
          const Placement *pl = &list[j];
          if (complete && !pl->fixed)
            continue;
          placement_apply (support, forced ? force : NULL, n, pl->r, pl->c, len, pl->horiz);
        }
    }
  for (guint i = 0; i < n * n; i++)
    {
      guint8 d = dom[i] & (support[i] | QD_BATTLESHIP_BIT_W) & force[i];
      if (d == 0)
        {
          g_autofree char *name = qd_battleship_cell_name (i / n, i % n);
          if ((dom[i] & QD_BATTLESHIP_BIT_W) == 0 && (support[i] & dom[i]) == 0)
            qd_battleship_why_set (why, _("the ship piece at %s would belong to no ship of the fleet"), name);
          else
            qd_battleship_why_set (why, _("the ships that must be placed would clash at %s"), name);
          return FALSE;
        }
      dom[i] = d;
    }
  return TRUE;
}

/* Diagonal neighbours of a definite ship cell are water (the hint's loop;
 * the solver has binary constraints for it). */
gboolean
qd_battleship_diagonal_filter (guint n, guint8 *dom, QdBattleshipWhy *why)
{
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        if ((dom[r * n + c] & QD_BATTLESHIP_BIT_W) != 0)
          continue;
        guint diagonal[4], n_diagonal = qd_battleship_diagonals (n, r * n + c, diagonal);

        for (guint k = 0; k < n_diagonal; k++)
          {
            dom[diagonal[k]] &= QD_BATTLESHIP_BIT_W;
            if (dom[diagonal[k]] == 0)
              {
                g_autofree char *a = qd_battleship_cell_name (r, c);
                g_autofree char *b = qd_battleship_cell_name (diagonal[k] / n, diagonal[k] % n);
                qd_battleship_why_set (why, _("the ships at %s and %s would touch diagonally"), a, b);
                return FALSE;
              }
          }
      }
  return TRUE;
}

/* ------------------------------------------------------- CSP propagators */
