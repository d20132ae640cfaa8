/* qd-prop-render-cnf.c — the conversion to CNF as the book writes it
 * (AIMA §7.5.2): the formula, then each of the four steps' formulas under
 * the step's name, wrapped to a width at the blanks between connectives. */
#include "qd-prop-render-private.h"

#include <glib/gi18n.h>

#define LABEL_H     20.0     /* a step's name */
#define TEXT_LINE   19.0     /* a line of a formula */
#define STEP_GAP    10.0     /* after a step's formula */
#define INDENT      18.0     /* a formula under its name */
#define MIN_WIDTH  240.0
#define MAX_CHARS  4000      /* a longer formula (a distribution grown large) is cut short */

static const char *const step_names[QD_PROP_N_STEPS + 1] = {
  N_("The sentence"),
  N_("1. Eliminate ⇔"),
  N_("2. Eliminate ⇒"),
  N_("3. Move ¬ inwards"),
  N_("4. Distribute ∨ over ∧"),
};

guint
qd_prop_cnf_n_steps (const QdPropCnfSteps *cnf)
{
  (void) cnf;
  return QD_PROP_N_STEPS;
}

static double
wrap_width (const QdPropRenderOptions *options)
{
  double w = options->width > 0 ? options->width : QD_PROP_RENDER_CNF_WIDTH;

  return MAX (w, MIN_WIDTH) - 2 * PROP_MARGIN - INDENT;
}

/* The formula of line i (0: the sentence), cut short past MAX_CHARS. */
static char *
formula_text (const QdPropCnfSteps *cnf, guint i)
{
  char *text = qd_prop_print (cnf->prop, i == 0 ? cnf->root : cnf->steps[i - 1]);

  if (g_utf8_strlen (text, -1) > MAX_CHARS)
    {
      char *cut = g_utf8_substring (text, 0, MAX_CHARS);

      g_free (text);
      text = g_strconcat (cut, " …", NULL);
      g_free (cut);
    }
  return text;
}

/* The parenthesis depth at the start of each word. */
static guint *
word_depths (char **words, guint n)
{
  guint *depth = g_new (guint, n + 1);
  gint d = 0;

  for (guint i = 0; i < n; i++)
    {
      depth[i] = (guint) MAX (d, 0);
      for (const char *c = words[i]; *c; c++)
        d += *c == '(' ? 1 : *c == ')' ? -1 : 0;
    }
  return depth;
}

static gboolean
is_connective (const char *word)
{
  return g_str_equal (word, "∧") || g_str_equal (word, "∨") || g_str_equal (word, "⇒") || g_str_equal (word, "⇔");
}

/* The width of words start … end - 1 joined by blanks. */
static double
line_width (char **words, guint start, guint end)
{
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint j = start; j < end; j++)
    g_string_append_printf (line, j > start ? " %s" : "%s", words[j]);
  return qd_prop_render_measure (line->str, PROP_TEXT);
}

/* The text cut into lines no wider than `width` at its blanks, each break
 * at the shallowest blank of the line (between the conjuncts of a CNF
 * rather than inside a clause); a piece wider alone keeps a line of its
 * own. */
static GPtrArray *
wrap (const char *text, double width)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  guint n = g_strv_length (words), start = 0;
  g_autofree guint *depth = word_depths (words, n);

  while (start < n)
    {
      g_autoptr (GString) line = g_string_new (words[start]);
      guint end = start + 1, cut;

      while (end < n)
        {
          gsize before = line->len;

          g_string_append_printf (line, " %s", words[end]);
          if (qd_prop_render_measure (line->str, PROP_TEXT) > width)
            {
              g_string_truncate (line, before);
              break;
            }
          end++;
        }
      /* Words start … end - 1 fit: end the line after its shallowest
       * connective (the latest of them) past its first third, as the book
       * breaks a long sentence; else where it is full. */
      cut = end;
      if (end < n)
        {
          double full = qd_prop_render_measure (line->str, PROP_TEXT);
          guint best = 0;

          for (guint j = end; j > start + 1; j--)
            if (is_connective (words[j - 1]) && (best == 0 || depth[j - 1] < depth[best - 1])
                && line_width (words, start, j) >= full / 3)
              best = j;
          cut = best > 0 ? best : end;
        }
      g_string_truncate (line, 0);
      for (guint j = start; j < cut; j++)
        g_string_append_printf (line, j > start ? " %s" : "%s", words[j]);
      g_ptr_array_add (lines, g_strdup (line->str));
      start = cut;
    }
  if (lines->len == 0)
    g_ptr_array_add (lines, g_strdup (""));
  return lines;
}

/* The lines of every step, and the top of each step (n + 2 entries: the
 * last is the bottom). */
static GPtrArray **
layout_lines (const QdPropCnfSteps *cnf, const QdPropRenderOptions *options, double *tops)
{
  GPtrArray **lines = g_new0 (GPtrArray *, QD_PROP_N_STEPS + 1);
  double y = PROP_MARGIN;

  for (guint i = 0; i <= QD_PROP_N_STEPS; i++)
    {
      g_autofree char *text = formula_text (cnf, i);

      lines[i] = wrap (text, wrap_width (options));
      tops[i] = y;
      y += LABEL_H + lines[i]->len * TEXT_LINE + STEP_GAP;
    }
  tops[QD_PROP_N_STEPS + 1] = y;
  return lines;
}

static void
lines_free (GPtrArray **lines)
{
  for (guint i = 0; i <= QD_PROP_N_STEPS; i++)
    g_ptr_array_unref (lines[i]);
  g_free (lines);
}

void
qd_prop_cnf_get_size (const QdPropCnfSteps *cnf, const QdPropRenderOptions *options, double *width,
                      double *height)
{
  double tops[QD_PROP_N_STEPS + 2];
  GPtrArray **lines = layout_lines (cnf, options, tops);
  double widest = 0, s = prop_render_scale (options);

  for (guint i = 0; i <= QD_PROP_N_STEPS; i++)
    {
      widest = MAX (widest, qd_prop_render_measure (_(step_names[i]), PROP_TEXT));
      for (guint j = 0; j < lines[i]->len; j++)
        widest = MAX (widest, INDENT + qd_prop_render_measure (g_ptr_array_index (lines[i], j), PROP_TEXT));
    }
  *width = (widest + 2 * PROP_MARGIN) * s;
  *height = (tops[QD_PROP_N_STEPS + 1] - STEP_GAP + PROP_MARGIN) * s;
  lines_free (lines);
}

gint
qd_prop_cnf_hit (const QdPropCnfSteps *cnf, const QdPropRenderOptions *options, double x, double y)
{
  double tops[QD_PROP_N_STEPS + 2];
  GPtrArray **lines = layout_lines (cnf, options, tops);
  double w, h, s = prop_render_scale (options);
  gint hit = -1;

  lines_free (lines);
  qd_prop_cnf_get_size (cnf, options, &w, &h);
  if (x < 0 || x >= w)
    return -1;
  for (guint i = 0; i <= QD_PROP_N_STEPS; i++)
    if (y / s >= tops[i] && y / s < tops[i + 1])
      hit = (gint) i;
  return hit;
}

void
qd_prop_cnf_render (cairo_t *cr, const QdPropCnfSteps *cnf, const QdPropRenderOptions *options)
{
  const QdPalette *p = prop_render_palette (options);
  double tops[QD_PROP_N_STEPS + 2];
  GPtrArray **lines = layout_lines (cnf, options, tops);
  guint shown = prop_render_step (options, QD_PROP_N_STEPS);
  double width, height, s = prop_render_scale (options);
  QdDrawText face;

  qd_prop_cnf_get_size (cnf, options, &width, &height);

  prop_render_begin (cr, options, &face);
  for (guint i = 0; i <= QD_PROP_N_STEPS; i++)
    {
      gboolean done = i <= shown;

      if ((gint) i == options->selected)
        {
          qd_draw_rounded_rect (cr, PROP_MARGIN / 2, tops[i] - 2, width / s - PROP_MARGIN,
                                tops[i + 1] - tops[i] - STEP_GAP + 6, 4);
          qd_draw_set_color (cr, &p->accent, 0.15);
          cairo_fill (cr);
        }
      qd_draw_text (&face, _(step_names[i]), PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                    tops[i] + LABEL_H / 2, done ? &p->foreground : &p->muted, done ? 1.0 : 0.6);
      for (guint j = 0; done && j < lines[i]->len; j++)
        qd_draw_text (&face, g_ptr_array_index (lines[i], j), PROP_TEXT, QD_DRAW_TEXT_CAP_MIDDLE,
                      PROP_MARGIN + INDENT, tops[i] + LABEL_H + (j + 0.5) * TEXT_LINE,
                      i == QD_PROP_N_STEPS ? &p->accent : &p->foreground, 1.0);
    }
  qd_draw_end (cr, &face);
  lines_free (lines);
}
