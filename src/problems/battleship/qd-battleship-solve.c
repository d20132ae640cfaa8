/* qd-battleship-solve.c — Battleship solitaire on the CSP engine, and hints.
 *
 * The model: a variable per cell with the 7 values W S L R T B M (value v is
 * the QdBsCell v + 1); "not both ships" between diagonal neighbours as binary
 * constraints; and two kinds of propagators that prune strongly:
 *
 * - a line propagator per row and per column: the line's cells read as a word
 *   of a small automaton (free / next must be water / inside a ship along the
 *   line) with the count of ship cells, filtered by a forward-backward pass
 *   over (position, state, count), counts held as bitmasks: GAC on "the pieces
 *   along this line form ships and the line has its count";
 * - the fleet propagator: every placement of every ship length of the fleet
 *   that the domains (and the counts) still allow; a ship piece no placement
 *   covers goes, a length with fewer placements than ships fails, a length
 *   whose complete ships are all there allows no other placement, and a length
 *   with exactly as many placements as ships forces them.
 *
 * The same filters, run by a small loop of their own on masks, give the hint
 * its reasons: the first filter that decides a cell, or fails, says why.
 */
#include "config.h"
#include "qd-battleship.h"

#include <string.h>

#include "core/qd-csp.h"

#define N_VALUES 7
#define BIT_W (1u << 0)
#define BIT_S (1u << 1)
#define BIT_L (1u << 2)
#define BIT_R (1u << 3)
#define BIT_T (1u << 4)
#define BIT_B (1u << 5)
#define BIT_M (1u << 6)
#define ALL_BITS 0x7fu
#define SHIP_BITS 0x7eu
#define MAXN QD_BATTLESHIP_MAX_SIZE

static inline guint8 cell_bit (QdBsCell cell) { return (guint8) (1u << (cell - 1)); }

/* Why a filter failed or decided a cell, for hints (NULL when solving). */
typedef struct {
  char *text;
} Why;

static void
why_set (Why *why, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
why_set (Why *why, const char *format, ...)
{
  va_list args;

  if (why == NULL || why->text != NULL)
    return;
  va_start (args, format);
  why->text = g_strdup_vprintf (format, args);
  va_end (args);
}

static char *
cell_name (guint row, guint col)
{
  return g_strdup_printf ("%c%u", 'A' + col, row + 1);
}

static const char *
length_name (guint len)
{
  static const char *names[] = { "", "submarine", "destroyer", "cruiser", "battleship", "carrier" };
  return len < G_N_ELEMENTS (names) ? names[len] : "ship";
}

static char *
line_name (guint line, gboolean column)
{
  return column ? g_strdup_printf ("column %c", 'A' + line) : g_strdup_printf ("row %u", line + 1);
}

/* ------------------------------------------------------------ line filter */

enum { ST_FREE, ST_CLOSE, ST_RUN, N_STATES };

/* The next state after a value, or -1. */
static gint
line_next (gint state, guint value, gboolean column)
{
  guint bit = 1u << value;
  guint start = column ? BIT_T : BIT_L, end = column ? BIT_B : BIT_R;

  if (bit == BIT_W)
    return state == ST_RUN ? -1 : ST_FREE;
  if (bit == BIT_M)
    return state == ST_FREE ? ST_CLOSE : state == ST_RUN ? ST_RUN : -1;
  if (bit == start)
    return state == ST_FREE ? ST_RUN : -1;
  if (bit == end)
    return state == ST_RUN ? ST_CLOSE : -1;
  return state == ST_FREE ? ST_CLOSE : -1;   /* S, and the ends of ships across */
}

/* ship_moves[col][s][t]: the ship values (bits) that lead from state s to t. */
static guint8 ship_moves[2][N_STATES][N_STATES];

static void
init_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint col = 0; col < 2; col++)
        for (gint s = 0; s < N_STATES; s++)
          for (guint v = 0; v < N_VALUES; v++)
            {
              gint t = line_next (s, v, col);
              if (v > 0 && t >= 0)
                ship_moves[col][s][t] |= (guint8) (1u << v);
            }
      g_once_init_leave (&done, 1);
    }
}

/* Filters the masks m[0..n-1] of a line with `count` ship cells.  FALSE on a
 * failure.  *work counts the steps.  Counts so far are bitmasks; water keeps
 * the count and goes FREE/CLOSE -> FREE, a ship value adds one along the
 * state pairs of ship_moves. */
static gboolean
line_filter_masks (guint8 *m, guint n, guint count, gboolean column, guint64 *work)
{
  guint32 f[MAXN + 1][N_STATES], b[MAXN + 1][N_STATES];
  guint32 lim = (count >= 31) ? 0xffffffffu : ((1u << (count + 1)) - 1);
  const guint8 (*moves)[N_STATES] = ship_moves[column ? 1 : 0];

  f[0][ST_FREE] = 1;
  f[0][ST_CLOSE] = f[0][ST_RUN] = 0;
  for (guint i = 0; i < n; i++)
    {
      guint8 mask = m[i];
      guint32 *next = f[i + 1];

      next[ST_FREE] = (mask & BIT_W) ? f[i][ST_FREE] | f[i][ST_CLOSE] : 0;
      next[ST_CLOSE] = next[ST_RUN] = 0;
      for (gint s = 0; s < N_STATES; s++)
        {
          guint32 in = (f[i][s] << 1) & lim;
          if (in == 0)
            continue;
          for (gint t = 0; t < N_STATES; t++)
            if (moves[s][t] & mask)
              next[t] |= in;
        }
    }
  if (((f[n][ST_FREE] | f[n][ST_CLOSE]) & (1u << count)) == 0)
    return FALSE;
  b[n][ST_FREE] = b[n][ST_CLOSE] = 1u << count;
  b[n][ST_RUN] = 0;
  for (guint i = n; i-- > 0;)
    {
      guint8 mask = m[i], keep = 0;
      guint32 water = (mask & BIT_W) ? b[i + 1][ST_FREE] : 0;
      guint32 ship[N_STATES];

      for (gint t = 0; t < N_STATES; t++)
        ship[t] = b[i + 1][t] >> 1;
      /* b[i][s]: counts so far from which state s at i can still finish. */
      for (gint s = 0; s < N_STATES; s++)
        {
          guint32 out = s == ST_RUN ? 0 : water;
          for (gint t = 0; t < N_STATES; t++)
            if (moves[s][t] & mask)
              out |= ship[t];
          b[i][s] = out;
        }
      /* A value stays when some path through it has the right count. */
      if ((f[i][ST_FREE] | f[i][ST_CLOSE]) & water)
        keep |= BIT_W;
      for (gint s = 0; s < N_STATES; s++)
        for (gint t = 0; t < N_STATES; t++)
          if (f[i][s] & ship[t])
            keep |= moves[s][t];
      m[i] = keep & mask;
      if (m[i] == 0)
        return FALSE;
    }
  *work += (guint64) n * N_STATES;
  return TRUE;
}

static void
line_explain_failure (const QdBattleship *p, const guint8 *m, guint line, gboolean column, Why *why)
{
  guint def = 0, possible = 0, count = column ? p->col_counts[line] : p->row_counts[line];
  g_autofree char *name = line_name (line, column);

  for (guint i = 0; i < p->size; i++)
    {
      def += (m[i] & BIT_W) == 0;
      possible += (m[i] & SHIP_BITS) != 0;
    }
  if (def > count)
    why_set (why, "%s would have more than its %u ship cells", name, count);
  else if (possible < count)
    why_set (why, "%s could not get its %u ship cells", name, count);
  else
    why_set (why, "the pieces in %s would not form ships with %u ship cells", name, count);
}

/* --------------------------------------------------------- fleet filter */

typedef struct {
  guint n;
  guint8 row_def[MAXN], col_def[MAXN];
} FleetScratch;

/* Whether a placement of length len at (r, c), along a row (horiz) or a
 * column, is allowed by the masks and the counts; *fixed: all its cells are
 * decided to its shapes. */
static gboolean
placement_ok (const QdBattleship *p, const guint8 *dom, const FleetScratch *fs,
              guint r, guint c, guint len, gboolean horiz, gboolean *fixed)
{
  guint n = fs->n;
  guint dr = horiz ? 0 : 1, dc = horiz ? 1 : 0;
  guint in_def = 0;

  *fixed = TRUE;
  for (guint i = 0; i < len; i++)
    {
      guint rr = r + dr * i, cc = c + dc * i;
      guint8 d = dom[rr * n + cc], shape;

      if (len == 1)
        shape = BIT_S;
      else if (i == 0)
        shape = horiz ? BIT_L : BIT_T;
      else if (i + 1 == len)
        shape = horiz ? BIT_R : BIT_B;
      else
        shape = BIT_M;
      if ((d & shape) == 0)
        return FALSE;
      if (d != shape)
        *fixed = FALSE;
      if ((d & BIT_W) == 0)
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
        gint rr, cc;

        if (i >= 0 && i < (gint) len && side == 0)
          continue;
        rr = (gint) r + (horiz ? side : i);
        cc = (gint) c + (horiz ? i : side);
        if (rr < 0 || cc < 0 || rr >= (gint) n || cc >= (gint) n)
          continue;
        if ((dom[rr * (gint) n + cc] & BIT_W) == 0)
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
      guint8 shape = len == 1 ? BIT_S : i == 0 ? (horiz ? BIT_L : BIT_T)
                   : i + 1 == len ? (horiz ? BIT_R : BIT_B) : BIT_M;
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
        gint rr, cc;
        if (i >= 0 && i < (gint) len && side == 0)
          continue;
        rr = (gint) r + (horiz ? side : i);
        cc = (gint) c + (horiz ? i : side);
        if (rr >= 0 && cc >= 0 && rr < (gint) n && cc < (gint) n)
          force[rr * (gint) n + cc] &= BIT_W;
      }
}

/* A placement the masks allow. */
typedef struct {
  guint8 r, c, len, horiz, fixed;
} Placement;

/* The masks as bitboards, one word per line (bit i: the i-th cell of the
 * line): for rows and, transposed, for columns. */
typedef struct {
  guint32 has[2][MAXN][N_VALUES];   /* [column?][line]: the value is possible */
  guint32 only[2][MAXN][N_VALUES];  /* the mask is exactly that value */
  guint32 full[2];                  /* [column?]: lines whose count of definite ship cells is reached */
  gint room[2][MAXN];               /* count minus definite ship cells */
} Boards;

static void
boards_init (const QdBattleship *p, const guint8 *dom, const FleetScratch *fs, Boards *b)
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
 * along columns), exactly those placement_ok() allows, appended to out. */
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
static gboolean
fleet_filter_masks (const QdBattleship *p, guint8 *dom, guint64 *work, Why *why)
{
  guint n = p->size;
  FleetScratch fs;
  Boards boards;
  guint valid[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 }, fixed_n[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 };
  guint8 support[MAXN * MAXN], force[MAXN * MAXN];
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
      if ((dom[r * n + c] & BIT_W) == 0)
        fs.row_def[r]++, fs.col_def[c]++;
  boards_init (p, dom, &fs, &boards);

  for (guint len = 1; len <= QD_BATTLESHIP_MAX_SHIP; len++)
    {
      first[len] = n_list;
      if (p->fleet[len] == 0)
        continue;
      if (len <= n)
        {
          /* Columns first, as placement_ok() counts them. */
          enumerate_line_placements (&boards, n, len, TRUE, list, &n_list, valid, fixed_n);
          if (len > 1)
            enumerate_line_placements (&boards, n, len, FALSE, list, &n_list, valid, fixed_n);
        }
      *work += (guint64) n * n;
      if (fixed_n[len] > p->fleet[len])
        {
          why_set (why, "there would be %u ships of length %u, and the fleet has %u", fixed_n[len], len, p->fleet[len]);
          return FALSE;
        }
      if (valid[len] < p->fleet[len])
        {
          if (valid[len] == 0)
            why_set (why, "no %s (length %u) of the fleet would fit", length_name (len), len);
          else
            why_set (why, "only %u of the fleet's %u ships of length %u would fit", valid[len], p->fleet[len], len);
          return FALSE;
        }
      if (valid[len] == p->fleet[len] && fixed_n[len] < valid[len])
        any_force = TRUE;
    }
  first[QD_BATTLESHIP_MAX_SHIP + 1] = n_list;

  memset (support, 0, (gsize) n * n);
  memset (force, ALL_BITS, (gsize) n * n);
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
      guint8 d = dom[i] & (support[i] | BIT_W) & force[i];
      if (d == 0)
        {
          g_autofree char *name = cell_name (i / n, i % n);
          if ((dom[i] & BIT_W) == 0 && (support[i] & dom[i]) == 0)
            why_set (why, "the ship piece at %s would belong to no ship of the fleet", name);
          else
            why_set (why, "the ships that must be placed would clash at %s", name);
          return FALSE;
        }
      dom[i] = d;
    }
  return TRUE;
}

/* Diagonal neighbours of a definite ship cell are water (the hint's loop;
 * the solver has binary constraints for it). */
static gboolean
diagonal_filter_masks (guint n, guint8 *dom, Why *why)
{
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        if ((dom[r * n + c] & BIT_W) != 0)
          continue;
        for (gint dr = -1; dr <= 1; dr += 2)
          for (gint dc = -1; dc <= 1; dc += 2)
            {
              gint rr = (gint) r + dr, cc = (gint) c + dc;
              guint8 *d;
              if (rr < 0 || cc < 0 || rr >= (gint) n || cc >= (gint) n)
                continue;
              d = &dom[rr * (gint) n + cc];
              *d &= BIT_W;
              if (*d == 0)
                {
                  g_autofree char *a = cell_name (r, c);
                  g_autofree char *b = cell_name ((guint) rr, (guint) cc);
                  why_set (why, "the ships at %s and %s would touch diagonally", a, b);
                  return FALSE;
                }
            }
      }
  return TRUE;
}

/* ------------------------------------------------------- CSP propagators */

typedef struct {
  const QdBattleship *puzzle;   /* the model's copy */
  guint line;
  gboolean column;
} PropData;

static void
read_line (QdCspSolver *solver, const PropData *d, guint8 *m)
{
  guint n = d->puzzle->size;

  for (guint i = 0; i < n; i++)
    {
      guint var = d->column ? i * n + d->line : d->line * n + i;
      m[i] = (guint8) qd_csp_solver_domain_word (solver, var);
    }
}

static gboolean
write_mask (QdCspSolver *solver, guint var, guint8 before, guint8 after)
{
  return before == after || qd_csp_solver_restrict_word (solver, var, after);
}

static gboolean
line_propagate (QdCspSolver *solver, gpointer data)
{
  PropData *d = data;
  guint n = d->puzzle->size;
  guint8 m[MAXN], before[MAXN];
  guint64 work = 0;
  gboolean ok;

  read_line (solver, d, m);
  memcpy (before, m, n);
  ok = line_filter_masks (m, n, d->column ? d->puzzle->col_counts[d->line] : d->puzzle->row_counts[d->line],
                          d->column, &work);
  qd_csp_solver_count_check (solver, work + 1);
  if (!ok)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!write_mask (solver, d->column ? i * n + d->line : d->line * n + i, before[i], m[i]))
      return FALSE;
  return TRUE;
}

static void
masks_from_values (const PropData *d, const gint *values, guint8 *dom)
{
  guint n = d->puzzle->size;

  for (guint i = 0; i < n * n; i++)
    dom[i] = values[i] == QD_CSP_UNASSIGNED ? ALL_BITS : (guint8) (1u << values[i]);
}

static gboolean
line_check (gconstpointer data, const gint *values)
{
  const PropData *d = data;
  guint n = d->puzzle->size;
  guint8 dom[MAXN * MAXN], m[MAXN];
  guint64 work = 0;

  masks_from_values (d, values, dom);
  for (guint i = 0; i < n; i++)
    m[i] = dom[d->column ? i * n + d->line : d->line * n + i];
  return line_filter_masks (m, n, d->column ? d->puzzle->col_counts[d->line] : d->puzzle->row_counts[d->line],
                            d->column, &work);
}

static gboolean
fleet_propagate (QdCspSolver *solver, gpointer data)
{
  PropData *d = data;
  guint n = d->puzzle->size;
  guint8 dom[MAXN * MAXN], before[MAXN * MAXN];
  guint64 work = 0;
  gboolean ok;

  for (guint var = 0; var < n * n; var++)
    dom[var] = (guint8) qd_csp_solver_domain_word (solver, var);
  memcpy (before, dom, (gsize) n * n);
  ok = fleet_filter_masks (d->puzzle, dom, &work, NULL);
  qd_csp_solver_count_check (solver, work + 1);
  if (!ok)
    return FALSE;
  for (guint var = 0; var < n * n; var++)
    if (!write_mask (solver, var, before[var], dom[var]))
      return FALSE;
  return TRUE;
}

static gboolean
fleet_check (gconstpointer data, const gint *values)
{
  const PropData *d = data;
  guint8 dom[MAXN * MAXN];
  guint64 work = 0;

  masks_from_values (d, values, dom);
  return fleet_filter_masks (d->puzzle, dom, &work, NULL);
}

/* The line filter is GAC: one pass is its own fixpoint. */
static const QdCspPropagatorClass line_class = { "line", line_propagate, line_check, g_free, TRUE };
/* The fleet filter looks at the whole board: it waits for the lines. */
static const QdCspPropagatorClass fleet_class = { "fleet", fleet_propagate, fleet_check, g_free, FALSE, TRUE };

static gboolean
not_both_ships (guint a, guint b, gpointer data)
{
  return a == 0 || b == 0;
}

static char *
value_name (gconstpointer data, guint var, guint value)
{
  return g_strdup_printf ("%c", qd_bs_cell_to_char ((QdBsCell) (value + 1)));
}

static void
free_puzzle (gpointer data)
{
  qd_battleship_free (data);
}

/* The model.  The puzzle copy is owned by the returned holder. */
typedef struct {
  QdCsp *csp;
  QdBattleship *puzzle;
} Model;

static void
model_clear (Model *model)
{
  g_clear_pointer (&model->csp, qd_csp_free);
  g_clear_pointer (&model->puzzle, free_puzzle);
}

static void
model_build (Model *model, const QdBattleship *puzzle, const guint8 *extra_marks)
{
  guint n = puzzle->size;
  QdCsp *csp = qd_csp_new ();
  guint scope[MAXN * MAXN];

  init_tables ();
  model->puzzle = qd_battleship_copy (puzzle);
  model->csp = csp;
  qd_csp_set_value_names (csp, value_name, NULL);
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        g_autofree char *name = cell_name (r, c);
        guint var = qd_csp_add_variable (csp, name, N_VALUES);
        guint8 allowed = ALL_BITS;

        for (guint k = 0; k < 2; k++)
          {
            guint8 h = k == 0 ? puzzle->hints[var] : extra_marks != NULL ? extra_marks[var] : QD_BS_UNKNOWN;
            if (h == QD_BS_SHIP)
              allowed &= SHIP_BITS;
            else if (h >= QD_BS_WATER && h <= QD_BS_MIDDLE)
              allowed &= cell_bit (h);
          }
        for (guint v = 0; v < N_VALUES; v++)
          if (!(allowed & (1u << v)))
            qd_csp_remove_initial (csp, var, v);
      }
  for (guint r = 0; r + 1 < n; r++)
    for (guint c = 0; c < n; c++)
      {
        if (c + 1 < n)
          qd_csp_add_binary (csp, r * n + c, (r + 1) * n + c + 1, not_both_ships, NULL, "no touching diagonally");
        if (c > 0)
          qd_csp_add_binary (csp, r * n + c, (r + 1) * n + c - 1, not_both_ships, NULL, "no touching diagonally");
      }
  for (guint col = 0; col < 2; col++)
    for (guint line = 0; line < n; line++)
      {
        PropData *d = g_new0 (PropData, 1);
        g_autofree char *name = line_name (line, col);

        d->puzzle = model->puzzle;
        d->line = line;
        d->column = col;
        for (guint i = 0; i < n; i++)
          scope[i] = col ? i * n + line : line * n + i;
        qd_csp_add_propagator (csp, &line_class, d, scope, n, name);
      }
  {
    PropData *d = g_new0 (PropData, 1);

    d->puzzle = model->puzzle;
    for (guint i = 0; i < n * n; i++)
      scope[i] = i;
    qd_csp_add_propagator (csp, &fleet_class, d, scope, n * n, "fleet");
  }
}

/* ---------------------------------------------------------------- solving */

void
qd_bs_solve_options_init (QdBsSolveOptions *options)
{
  memset (options, 0, sizeof *options);
  options->max_solutions = 2;
}

typedef struct {
  const QdBsSolveOptions *options;
  guint n_cells;
  guint found;
  guint8 *first;
  guint8 *second;
  guint size;
} Run;

static gboolean
on_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Run *run = user_data;
  guint8 *grid = g_new (guint8, run->n_cells);

  for (guint i = 0; i < run->n_cells; i++)
    grid[i] = (guint8) (values[i] + 1);
  run->found++;
  if (run->first == NULL)
    run->first = grid;
  else if (run->second == NULL)
    run->second = grid;
  else
    g_free (grid);
  return TRUE;
}

static void
tell_cell (Run *run, QdCspSolver *solver, guint var)
{
  gint value;
  guint values[N_VALUES];

  if (qd_csp_solver_domain_count (solver, var) != 1)
    return;
  qd_csp_solver_domain_values (solver, var, values);
  value = (gint) values[0];
  run->options->on_cell (run->options->user_data, var / run->size, var % run->size, (QdBsCell) (value + 1));
}

static void
on_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  tell_cell (user_data, solver, var);
}

static void
on_prune (gpointer user_data, QdCspSolver *solver, guint var, guint value)
{
  tell_cell (user_data, solver, var);
}

static QdBsResult *
solve_with_marks (const QdBattleship *puzzle, const guint8 *marks, const QdBsSolveOptions *options)
{
  Model model = { 0 };
  QdCspOptions copts;
  QdCspListener listener = { 0 };
  QdCspStats stats;
  QdCspStatus status;
  QdCspSolver *solver;
  QdBsResult *result = g_new0 (QdBsResult, 1);
  Run run = { options, puzzle->size * puzzle->size, 0, NULL, NULL, puzzle->size };

  model_build (&model, puzzle, marks);
  qd_csp_options_init (&copts);
  copts.var_order = QD_CSP_VAR_MRV;
  copts.val_order = QD_CSP_VAL_STATIC;
  copts.inference = QD_CSP_INFER_MAC;
  copts.all_solutions = TRUE;
  copts.max_solutions = MAX (options->max_solutions, 1);
  copts.stop = options->stop;
  copts.max_assignments = options->max_nodes;
  copts.progress_nodes = options->progress_nodes;
  listener.solution = on_solution;
  if (options->on_cell != NULL)
    {
      listener.assign = on_assign;
      listener.prune = on_prune;
    }
  copts.listener = &listener;
  copts.listener_data = &run;
  solver = qd_csp_solver_new (model.csp, &copts);
  status = qd_csp_solver_run (solver, &stats);
  qd_csp_solver_free (solver);
  model_clear (&model);

  result->n_solutions = run.found;
  result->solution = run.first;
  result->second = run.second;
  result->assignments = stats.assignments;
  result->prunings = stats.prunings;
  result->nodes = stats.nodes;
  result->time_us = stats.time_us;
  if (status == QD_CSP_STOPPED)
    result->status = QD_BS_STOPPED;
  else if (run.found == 0)
    result->status = QD_BS_NO_SOLUTION;
  else if (run.found == 1)
    result->status = QD_BS_SOLVED;
  else
    result->status = QD_BS_NOT_UNIQUE;
  return result;
}

QdBsResult *
qd_battleship_solve (const QdBattleship *puzzle, const QdBsSolveOptions *options)
{
  QdBsSolveOptions defaults;

  if (options == NULL)
    {
      qd_bs_solve_options_init (&defaults);
      options = &defaults;
    }
  return solve_with_marks (puzzle, NULL, options);
}

void
qd_bs_result_free (QdBsResult *result)
{
  if (result == NULL)
    return;
  g_free (result->solution);
  g_free (result->second);
  g_free (result);
}

/* ------------------------------------------------------------------ hints */

typedef enum { DECIDED_NONE, DECIDED_WATER, DECIDED_SHIP } Decided;

static Decided
decided (guint8 mask)
{
  if (mask == BIT_W)
    return DECIDED_WATER;
  if (mask != 0 && (mask & BIT_W) == 0)
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
  return hint != QD_BS_UNKNOWN || mark != QD_BS_UNKNOWN;
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
  g_autofree char *name = line_name (line, column);

  for (guint i = 0; i < n; i++)
    {
      def += (m_before[i] & BIT_W) == 0;
      possible += (m_before[i] & SHIP_BITS) != 0;
    }
  if (what == DECIDED_WATER && def == count)
    return g_strdup_printf ("%s already has its %u ship cells", name, count);
  if (what == DECIDED_SHIP && possible == count)
    return g_strdup_printf ("%s needs %u ship cells and only %u cells can hold one", name, count, possible);
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
          g_autofree char *at = cell_name (r, c);
          if (what == DECIDED_SHIP)
            return g_strdup_printf ("the ship at %s continues here", at);
          return g_strdup_printf ("the ship at %s ends before this cell", at);
        }
    }
  if (what == DECIDED_WATER)
    return g_strdup_printf ("no ship of %s can pass here with its count of %u", name, count);
  return g_strdup_printf ("%s cannot get its %u ship cells without this one", name, count);
}

static char *
fleet_reason (const QdBattleship *p, const guint8 *dom, guint idx, Decided what)
{
  guint n = p->size, r = idx / n, c = idx % n;

  if (what == DECIDED_WATER)
    {
      FleetScratch fs;
      fs.n = n;
      memset (fs.row_def, 0, sizeof fs.row_def);
      memset (fs.col_def, 0, sizeof fs.col_def);
      for (guint i = 0; i < n * n; i++)
        if ((dom[i] & BIT_W) == 0)
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
                if (placement_ok (p, dom, &fs, (guint) r0, (guint) c0, len, horiz, &fixed) && !fixed)
                  return g_strdup_printf ("the fleet's %u %s%s (length %u) are all placed", p->fleet[len],
                                          length_name (len), p->fleet[len] == 1 ? "" : "s", len);
              }
        }
      return g_strdup ("no ship of the fleet fits here");
    }
  return g_strdup ("a ship of the fleet has no other place left than here");
}

/* Runs every filter to a fixpoint on dom; with h->find, stops at the first
 * cell decided that the player does not know.  FALSE on a failure, with
 * why. */
static gboolean
hint_fixpoint (HintRun *h, guint8 *dom, Why *why)
{
  const QdBattleship *p = h->puzzle;
  guint n = p->size;
  guint8 before[MAXN * MAXN];
  guint64 work = 0;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      memcpy (before, dom, (gsize) n * n);
      if (!diagonal_filter_masks (n, dom, why))
        return FALSE;
      if (h->find)
        {
          gint i = first_new (h, before, dom);
          if (i >= 0)
            {
              guint r = (guint) i / n, c = (guint) i % n;
              for (gint dr = -1; dr <= 1 && h->reason == NULL; dr += 2)
                for (gint dc = -1; dc <= 1 && h->reason == NULL; dc += 2)
                  {
                    gint rr = (gint) r + dr, cc = (gint) c + dc;
                    if (rr >= 0 && cc >= 0 && rr < (gint) n && cc < (gint) n
                        && decided (before[rr * (gint) n + cc]) == DECIDED_SHIP)
                      {
                        g_autofree char *at = cell_name ((guint) rr, (guint) cc);
                        h->reason = g_strdup_printf ("a ship here would touch the ship at %s diagonally", at);
                      }
                  }
              h->row = r, h->col = c, h->what = decided (dom[i]);
              if (h->reason == NULL)
                h->reason = g_strdup ("a ship here would touch another diagonally");
              return TRUE;
            }
        }
      if (memcmp (before, dom, (gsize) n * n) != 0)
        changed = TRUE;

      for (guint col = 0; col < 2; col++)
        for (guint line = 0; line < n; line++)
          {
            guint8 m[MAXN], mb[MAXN];
            guint count = col ? p->col_counts[line] : p->row_counts[line];

            for (guint i = 0; i < n; i++)
              m[i] = dom[col ? i * n + line : line * n + i];
            memcpy (mb, m, n);
            if (!line_filter_masks (m, n, count, col, &work))
              {
                line_explain_failure (p, mb, line, col, why);
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
      if (!fleet_filter_masks (p, dom, &work, why))
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
      guint8 allowed = ALL_BITS;
      for (guint k = 0; k < 2; k++)
        {
          guint8 h = k == 0 ? p->hints[i] : marks[i];
          if (h == QD_BS_SHIP)
            allowed &= SHIP_BITS;
          else if (h >= QD_BS_WATER && h <= QD_BS_MIDDLE)
            allowed &= cell_bit (h);
        }
      dom[i] = allowed;
    }
}

static QdBsCell
cell_from_mask (guint8 mask)
{
  if (mask == BIT_W)
    return QD_BS_WATER;
  for (guint v = 1; v < N_VALUES; v++)
    if (mask == (1u << v))
      return (QdBsCell) (v + 1);
  return (mask & BIT_W) ? QD_BS_UNKNOWN : QD_BS_SHIP;
}

static gboolean
mark_agrees (guint8 mark, guint8 truth)
{
  if (mark == QD_BS_UNKNOWN)
    return TRUE;
  if (mark == QD_BS_SHIP)
    return truth != QD_BS_WATER;
  return mark == truth;
}

gboolean
qd_battleship_hint (const QdBattleship *puzzle, const guint8 *marks,
                    guint *row, guint *col, QdBsCell *cell, char **why_out)
{
  guint n = puzzle->size;
  guint8 dom[MAXN * MAXN], base[MAXN * MAXN];
  g_autoptr(QdBsResult) plain = NULL;
  g_autoptr(QdBsResult) with_marks = NULL;
  QdBsSolveOptions options;
  HintRun h = { puzzle, marks, TRUE, 0, 0, DECIDED_NONE, NULL };
  Why why = { NULL };
  guint r0 = G_MAXUINT, c0 = G_MAXUINT;
  QdBsCell c_out = QD_BS_UNKNOWN;
  char *text = NULL;
  gboolean found = FALSE;

  init_tables ();
  qd_bs_solve_options_init (&options);
  options.max_solutions = 2;
  plain = qd_battleship_solve (puzzle, &options);
  if (plain->n_solutions == 0)
    {
      text = g_strdup ("the puzzle has no solution");
      goto out;
    }
  options.max_solutions = 1;
  with_marks = solve_with_marks (puzzle, marks, &options);

  /* Wrong marks: the marks leave no solution. */
  if (with_marks->n_solutions == 0)
    {
      Why fail = { NULL };
      HintRun check = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };

      for (guint i = 0; i < n * n; i++)
        if (!mark_agrees (marks[i], plain->solution[i]) && plain->n_solutions == 1)
          {
            r0 = i / n, c0 = i % n;
            c_out = plain->solution[i];
            break;
          }
      initial_masks (puzzle, marks, dom);
      if (!hint_fixpoint (&check, dom, &fail))
        {
          if (r0 != G_MAXUINT)
            {
              g_autofree char *name = cell_name (r0, c0);
              text = g_strdup_printf ("the mark at %s is wrong: with the marks, %s", name, fail.text);
            }
          else
            text = g_strdup_printf ("the marks break a rule: %s", fail.text);
        }
      else if (r0 != G_MAXUINT)
        {
          g_autofree char *name = cell_name (r0, c0);
          text = g_strdup_printf ("the mark at %s is wrong: no solution has %s there", name,
                                  marks[r0 * n + c0] == QD_BS_WATER ? "water" : "a ship");
        }
      else
        text = g_strdup ("the marks together leave no solution");
      g_free (fail.text);
      goto out;
    }

  /* The first deduction the filters make from the marks. */
  initial_masks (puzzle, marks, dom);
  if (!hint_fixpoint (&h, dom, &why))
    {
      text = g_strdup_printf ("the marks break a rule: %s", why.text);
      goto out;
    }
  if (h.reason != NULL)
    {
      r0 = h.row, c0 = h.col;
      c_out = h.what == DECIDED_WATER ? QD_BS_WATER : QD_BS_SHIP;
      text = g_steal_pointer (&h.reason);
      found = TRUE;
      goto out;
    }

  /* One step of look-ahead: a cell where one of water / ship fails. */
  memcpy (base, dom, (gsize) n * n);
  for (guint i = 0; i < n * n && !found; i++)
    {
      if (decided (base[i]) != DECIDED_NONE || known_to_player (&h, i))
        continue;
      for (guint k = 0; k < 2 && !found; k++)
        {
          HintRun trial = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };
          Why fail = { NULL };

          memcpy (dom, base, (gsize) n * n);
          dom[i] &= k == 0 ? BIT_W : SHIP_BITS;
          if (!hint_fixpoint (&trial, dom, &fail))
            {
              g_autofree char *name = cell_name (i / n, i % n);
              r0 = i / n, c0 = i % n;
              c_out = k == 0 ? QD_BS_SHIP : QD_BS_WATER;
              text = g_strdup_printf ("if %s were %s, %s", name, k == 0 ? "water" : "a ship",
                                      fail.text != NULL ? fail.text : "a rule would break");
              found = TRUE;
            }
          g_free (fail.text);
        }
    }
  if (found)
    goto out;

  /* Nothing simple: the search decides, when the solution is unique. */
  if (plain->n_solutions == 1)
    for (guint i = 0; i < n * n; i++)
      if (!known_to_player (&h, i))
        {
          r0 = i / n, c0 = i % n;
          c_out = plain->solution[i] == QD_BS_WATER ? QD_BS_WATER : QD_BS_SHIP;
          text = g_strdup_printf ("no single step is left; the search shows that every solution has %s here",
                                  c_out == QD_BS_WATER ? "water" : "a ship");
          found = TRUE;
          break;
        }
  if (!found)
    text = g_strdup (plain->n_solutions > 1 ? "nothing is forced: the puzzle has more than one solution"
                                            : "nothing is left to deduce");

out:
  /* A decided shape, when the filters know it. */
  if (found && c_out == QD_BS_SHIP)
    {
      guint8 d[MAXN * MAXN];
      HintRun plainrun = { puzzle, marks, FALSE, 0, 0, DECIDED_NONE, NULL };
      Why w = { NULL };
      g_autofree guint8 *m2 = g_memdup2 (marks, (gsize) n * n);

      m2[r0 * n + c0] = QD_BS_SHIP;
      initial_masks (puzzle, m2, d);
      if (hint_fixpoint (&plainrun, d, &w))
        {
          QdBsCell shape = cell_from_mask (d[r0 * n + c0]);
          if (shape != QD_BS_UNKNOWN && shape != QD_BS_WATER)
            c_out = shape;
        }
      g_free (w.text);
    }
  g_free (why.text);
  g_free (h.reason);
  if (row != NULL)
    *row = r0;
  if (col != NULL)
    *col = c0;
  if (cell != NULL)
    *cell = c_out;
  if (why_out != NULL)
    *why_out = text;
  else
    g_free (text);
  return found;
}
