/* qd-report.c — a report's sections and blocks, and their saved form
 * (qd-report.h). */
#include "config.h"

#include <math.h>
#include "qd-report.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <string.h>

#include "render/qd-palette.h"
#include "render/qd-search-tree-layout.h"
#include "render/qd-search-tree-render.h"

/* ------------------------------------------------------------ blocks */

static void
block_free (gpointer data)
{
  QdReportBlock *block = data;

  g_free (block->title);
  g_free (block->text);
  g_strfreev (block->header);
  if (block->rows != NULL)
    g_ptr_array_unref (block->rows);
  if (block->svg != NULL)
    g_bytes_unref (block->svg);
  g_free (block->name);
  g_free (block);
}

static QdReportBlock *
block_new (QdReportSection *section, QdReportBlockKind kind, const char *title, const char *name)
{
  QdReportBlock *block = g_new0 (QdReportBlock, 1);

  block->kind = kind;
  block->title = g_strdup (title);
  block->name = g_strdup (name);
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_ptr_array_add (section->blocks, block);
  return block;
}

static QdReportBlock *
block_copy (const QdReportBlock *block)
{
  QdReportBlock *copy = g_new0 (QdReportBlock, 1);

  *copy = *block;
  copy->title = g_strdup (block->title);
  copy->text = g_strdup (block->text);
  copy->header = g_strdupv (block->header);
  copy->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; i < block->rows->len; i++)
    g_ptr_array_add (copy->rows, g_strdupv (block->rows->pdata[i]));
  copy->svg = block->svg != NULL ? g_bytes_ref (block->svg) : NULL;
  copy->name = g_strdup (block->name);
  return copy;
}

/* A section (freed with qd_owned_free) with a copy of `note` (may be NULL). */
static QdReportSection *
section_new (const char *title, const char *note, QdReportPart part, guint level)
{
  QdReportSection *section = g_new0 (QdReportSection, 1);

  section->title = qd_owned_add (&section->owned, g_strdup (title), g_free);
  section->note = qd_owned_add (&section->owned, g_strdup (note), g_free);
  section->part = part;
  section->level = level;
  section->blocks =
    qd_owned_add (&section->owned, g_ptr_array_new_with_free_func (block_free), (GDestroyNotify) g_ptr_array_unref);
  return section;
}

static QdReportSection *
section_copy (const QdReportSection *section, guint level)
{
  QdReportSection *copy = section_new (section->title, section->note, section->part, level);

  for (guint i = 0; i < section->blocks->len; i++)
    g_ptr_array_add (copy->blocks, block_copy (section->blocks->pdata[i]));
  return copy;
}

/* ------------------------------------------------------------ reports */

static QdReport *
report_new (const char *title, const char *problem, const char *instance)
{
  QdReport *report = g_new0 (QdReport, 1);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  report->title = g_strdup (title);
  report->problem = g_strdup (problem);
  report->instance = g_strdup (instance);
  report->date = g_date_time_format (now, "%Y-%m-%d %H:%M");
  report->sections = g_ptr_array_new_with_free_func (qd_owned_free);
  return report;
}

QdReport *
qd_report_new (const char *problem, const char *instance)
{
  /* Translators: a report's title, "PROBLEM: INSTANCE". */
  g_autofree char *title = instance != NULL && *instance != '\0'
                           ? g_strdup_printf (C_("report title", "%s: %s"), problem, instance)
                           : g_strdup (problem);

  return report_new (title, problem, instance);
}

QdReport *
qd_report_new_with_palette (const char *problem, const char *instance, const QdPalette *palette)
{
  QdReport *report = qd_report_new (problem, instance);

  report->palette = palette;
  return report;
}

const QdPalette *
qd_report_palette (const QdReport *report)
{
  return report != NULL && report->palette != NULL ? report->palette : qd_palette_light ();
}

QdReport *
qd_report_new_collection (const char *title)
{
  return report_new (title, NULL, NULL);
}

static void
append_sections (QdReport *report, const QdReport *from, guint level)
{
  for (guint i = 0; i < from->sections->len; i++)
    {
      const QdReportSection *section = from->sections->pdata[i];

      g_ptr_array_add (report->sections, section_copy (section, section->level + level));
    }
}

void
qd_report_add_chapter (QdReport *collection, const QdReport *chapter)
{
  QdReportSection *heading = section_new (chapter->title, chapter->note, QD_REPORT_NO_PART, 0);

  g_ptr_array_add (collection->sections, heading);
  qd_report_add_pair (heading, _("Problem"), chapter->problem);
  qd_report_add_pair (heading, _("Instance"), chapter->instance);
  qd_report_add_pair (heading, _("Date"), chapter->date);
  append_sections (collection, chapter, 1);
}

void
qd_report_free (QdReport *report)
{
  if (report == NULL)
    return;
  g_free (report->title);
  g_free (report->problem);
  g_free (report->instance);
  g_free (report->date);
  g_free (report->note);
  g_ptr_array_unref (report->sections);
  g_free (report);
}

QdReport *
qd_report_copy (const QdReport *report)
{
  QdReport *copy = g_new0 (QdReport, 1);

  copy->title = g_strdup (report->title);
  copy->problem = g_strdup (report->problem);
  copy->instance = g_strdup (report->instance);
  copy->date = g_strdup (report->date);
  copy->note = g_strdup (report->note);
  copy->palette = report->palette;
  copy->sections = g_ptr_array_new_with_free_func (qd_owned_free);
  append_sections (copy, report, 0);
  return copy;
}

const char *
qd_report_part_title (QdReportPart part)
{
  static const char *const titles[QD_REPORT_N_PARTS] = {
    N_("Instance"), N_("Settings"), N_("Reproduce"), N_("Results"), N_("Statistics"), N_("Game"),
    N_("Experiment"), N_("Search Tree"), N_("Trace"),
  };

  g_return_val_if_fail (part >= 0 && part < QD_REPORT_N_PARTS, "");
  return _(titles[part]);
}

QdReportSection *
qd_report_find_part (const QdReport *report, QdReportPart part)
{
  for (guint i = 0; i < report->sections->len; i++)
    if (((QdReportSection *) report->sections->pdata[i])->part == part)
      return report->sections->pdata[i];
  return NULL;
}

QdReportSection *
qd_report_part (QdReport *report, QdReportPart part)
{
  QdReportSection *section = qd_report_find_part (report, part);
  guint at = 0;

  g_return_val_if_fail (part >= 0 && part < QD_REPORT_N_PARTS, NULL);
  if (section != NULL)
    return section;
  /* After every part that comes before it. */
  while (at < report->sections->len && ((QdReportSection *) report->sections->pdata[at])->part < part)
    at++;
  section = section_new (qd_report_part_title (part), NULL, part, 0);
  g_ptr_array_insert (report->sections, (gint) at, section);
  return section;
}

char **
qd_report_section_titles (const QdReport *report)
{
  GPtrArray *titles = g_ptr_array_new ();

  for (guint i = 0; i < report->sections->len; i++)
    {
      const QdReportSection *section = report->sections->pdata[i];

      if (section->level == 0)
        g_ptr_array_add (titles, g_strdup (section->title));
    }
  g_ptr_array_add (titles, NULL);
  return (char **) g_ptr_array_free (titles, FALSE);
}

void
qd_report_add_paragraph (QdReportSection *section, const char *text)
{
  block_new (section, QD_REPORT_PARAGRAPH, NULL, NULL)->text = g_strdup (text);
}

void
qd_report_add_pair (QdReportSection *section, const char *key, const char *value)
{
  QdReportBlock *last = section->blocks->len > 0 ? section->blocks->pdata[section->blocks->len - 1] : NULL;
  char *row[] = { (char *) key, (char *) value, NULL };

  if (value == NULL)
    return;
  /* Pairs in a row go in one block. */
  if (last == NULL || last->kind != QD_REPORT_PAIRS)
    last = block_new (section, QD_REPORT_PAIRS, NULL, NULL);
  g_ptr_array_add (last->rows, g_strdupv (row));
}

QdReportBlock *
qd_report_add_table (QdReportSection *section, const char *caption, const char *name, const char *const *header)
{
  QdReportBlock *block = block_new (section, QD_REPORT_TABLE, caption, name);

  block->header = g_strdupv ((char **) header);
  return block;
}

void
qd_report_add_row (QdReportBlock *table, const char *const *cells)
{
  g_ptr_array_add (table->rows, g_strdupv ((char **) cells));
}

/* The fields of one CSV line (RFC 4180 quotes); `*p` moves past it. */
static char **
csv_line (const char **p)
{
  GPtrArray *fields = g_ptr_array_new ();
  GString *field = g_string_new (NULL);
  gboolean quoted = FALSE;
  const char *s = *p;

  for (; *s != '\0'; s++)
    {
      if (quoted)
        {
          if (*s == '"' && s[1] == '"')
            g_string_append_c (field, *s++);
          else if (*s == '"')
            quoted = FALSE;
          else
            g_string_append_c (field, *s);
        }
      else if (*s == '"')
        quoted = TRUE;
      else if (*s == ',')
        {
          g_ptr_array_add (fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
        }
      else if (*s == '\n')
        {
          s++;
          break;
        }
      else if (*s != '\r')
        g_string_append_c (field, *s);
    }
  g_ptr_array_add (fields, g_string_free (field, FALSE));
  g_ptr_array_add (fields, NULL);
  *p = s;
  return (char **) g_ptr_array_free (fields, FALSE);
}

QdReportBlock *
qd_report_add_csv (QdReportSection *section, const char *caption, const char *name, const char *csv)
{
  const char *p = csv;
  QdReportBlock *table = NULL;

  while (*p != '\0')
    {
      char **fields;

      /* Comment lines (settings, notes) are paragraphs before the table. */
      if (*p == '#')
        {
          const char *end = strchr (p, '\n');
          g_autofree char *line = end != NULL ? g_strndup (p, end - p) : g_strdup (p);

          if (table == NULL)
            qd_report_add_paragraph (section, g_strstrip (line + 1));
          p = end != NULL ? end + 1 : p + strlen (p);
          continue;
        }
      fields = csv_line (&p);
      if (table == NULL)
        table = qd_report_add_table (section, caption, name, (const char *const *) fields);
      else if (!(fields[0] != NULL && fields[0][0] == '\0' && fields[1] == NULL))
        qd_report_add_row (table, (const char *const *) fields);
      g_strfreev (fields);
    }
  return table;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

void
qd_report_add_figure (QdReportSection *section, const char *caption, const char *name, double width,
                      double height, QdDrawFunc draw, gpointer user_data)
{
  GByteArray *svg = g_byte_array_new ();
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_bytes, svg, width, height);
  cairo_t *cr = cairo_create (surface);
  QdReportBlock *block;

  draw (cr, width, height, user_data);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  block = block_new (section, QD_REPORT_FIGURE, caption, name);
  block->svg = g_byte_array_free_to_bytes (svg);
  block->width = width;
  block->height = height;
}

void
qd_report_add_verbatim (QdReportSection *section, const char *caption, const char *name, const char *text)
{
  block_new (section, QD_REPORT_VERBATIM, caption, name)->text = g_strdup (text);
}

/* ------------------------------------------------------------ common parts */

/* A word as a POSIX shell reads it back: as it is when it holds only safe
 * characters, else in single quotes. */
static void
append_shell_word (GString *out, const char *word)
{
  gboolean plain = *word != '\0';

  for (const char *c = word; *c != '\0' && plain; c++)
    plain = g_ascii_isalnum (*c) || strchr ("-_./:=,+%@", *c) != NULL || (guchar) *c >= 0x80;
  if (plain)
    {
      g_string_append (out, word);
      return;
    }
  g_string_append_c (out, '\'');
  for (const char *c = word; *c != '\0'; c++)
    if (*c == '\'')
      g_string_append (out, "'\\''");
    else
      g_string_append_c (out, *c);
  g_string_append_c (out, '\'');
}

char *
qd_report_verbatim_line (const QdReportBlock *block, const char *line)
{
  /* Bytes that are not UTF-8 (a trace is the user's data) shown as U+FFFD. */
  g_autofree char *valid = g_utf8_make_valid (line, -1);
  g_autofree char *head = NULL;

  if (block->kind == QD_REPORT_COMMAND || g_utf8_strlen (valid, -1) <= QD_REPORT_VERBATIM_WIDTH)
    return g_steal_pointer (&valid);
  head = g_utf8_substring (valid, 0, QD_REPORT_VERBATIM_WIDTH - 1);
  return g_strconcat (head, "…", NULL);
}

char *
qd_report_command_line (const char *const *argv)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; argv[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      append_shell_word (out, argv[i]);
    }
  return g_string_free (out, FALSE);
}

void
qd_report_add_command (QdReport *report, const char *const *argv)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_REPRODUCE);
  g_autofree char *line = qd_report_command_line (argv);

  qd_report_add_paragraph (section, _("This command does the same run again, in a terminal, in the folder of the "
                                      "files it names:"));
  block_new (section, QD_REPORT_COMMAND, NULL, "command")->text = g_steal_pointer (&line);
}

void
qd_report_add_output (QdReport *report, const char *text)
{
  if (text == NULL || *text == '\0')
    return;
  qd_report_add_verbatim (qd_report_part (report, QD_REPORT_RESULTS), _("What quandary-cli prints"), "output",
                          text);
}

void
qd_report_add_instance (QdReport *report, const char *path, double width, double height, QdDrawFunc draw,
                        gpointer user_data)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_INSTANCE);

  if (path != NULL)
    qd_report_add_pair (section, _("File"), path);
  else
    qd_report_add_pair (section, _("File"), _("not saved"));
  if (draw != NULL && width > 0 && height > 0)
    qd_report_add_figure (section, report->instance, "instance", width, height, draw, user_data);
}

typedef struct {
  QdSearchTreeDrawing *drawing;
  double width, height;       /* the drawing's own size */
} ScaledTree;

static void
scaled_tree_draw (cairo_t *cr, double width, double height, gpointer data)
{
  ScaledTree *tree = data;

  cairo_scale (cr, width / tree->width, height / tree->height);
  qd_search_tree_drawing_draw (cr, tree->width, tree->height, tree->drawing);
}

/* The widest and tallest a figure of the report may be (an A4 page's text
 * width, its text height less a caption). */
#define TREE_FIGURE_WIDTH 450.0
#define TREE_FIGURE_HEIGHT 620.0
/* A tree deeper than this is drawn as an image: every level drawn as lines
 * would make an SVG of tens of megabytes (a 1000 x 1000 maze's
 * breadth-first tree has some 70,000 levels) that no reader takes. */
#define TREE_FIGURE_MAX_LEVELS 1500
/* The image's pixels per point. */
#define TREE_IMAGE_RESOLUTION 2.0

static void
image_draw (cairo_t *cr, double width, double height, gpointer data)
{
  cairo_surface_t *image = data;

  cairo_scale (cr, width / cairo_image_surface_get_width (image), height / cairo_image_surface_get_height (image));
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
}

/* The tree fitted into width x height points, as lines or, too deep for
 * lines, as an image of it no taller than a page. */
static void
add_tree_figure (QdReportSection *section, const QdSearchTreeLayout *layout, ScaledTree *tree, double width,
                 double height)
{
  cairo_surface_t *image;
  cairo_t *cr;

  if (qd_search_tree_layout_n_levels (layout) <= TREE_FIGURE_MAX_LEVELS)
    {
      qd_report_add_figure (section, _("The search tree"), "search-tree", width, height, scaled_tree_draw, tree);
      return;
    }
  /* Its levels pressed together to fit a page: an overview. */
  height = MIN (height, TREE_FIGURE_HEIGHT);
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * TREE_IMAGE_RESOLUTION),
                                      (int) ceil (height * TREE_IMAGE_RESOLUTION));
  cr = cairo_create (image);
  scaled_tree_draw (cr, cairo_image_surface_get_width (image), cairo_image_surface_get_height (image), tree);
  cairo_destroy (cr);
  qd_report_add_figure (section, _("The search tree (drawn as an image: too many levels for lines)"), "search-tree",
                        width, height, image_draw, image);
  cairo_surface_destroy (image);
}

void
qd_report_add_search_tree (QdReport *report, const QdSearchTree *tree)
{
  guint64 counts[QD_SEARCH_NODE_N_STATUSES] = { 0 };
  QdReportSection *section;
  QdSearchTreeLayout *layout;
  QdSearchTreeDrawing drawing;
  QdReportBlock *table;
  double width, height;

  if (tree == NULL || qd_search_tree_n_nodes (tree) == 0)
    return;
  section = qd_report_part (report, QD_REPORT_SEARCH_TREE);
  layout = qd_search_tree_layout_new (tree);
  /* The nodes and, for a finished tree, its final statuses (a tree still
   * recording is drawn as far as it has come). */
  for (guint i = 0; i < 3 && qd_search_tree_layout_update (layout); i++)
    ;
  qd_search_tree_drawing_init (&drawing, layout, qd_report_palette (report), -1, 1.0, 4000, &width, &height);
  /* Vector paths on every target, and the whole tree within the page. */
  drawing.options.paths = TRUE;
  if (width > 0 && height > 0)
    {
      double scale = MIN (1.0, TREE_FIGURE_WIDTH / width);

      add_tree_figure (section, layout, &(ScaledTree) { &drawing, width, height }, width * scale, height * scale);
    }
  qd_search_tree_count (tree, counts);
  table = qd_report_add_table (section, _("Nodes by status"), "search-tree-nodes",
                               (const char *[]) { _("Status"), _("Nodes"), NULL });
  for (guint s = 0; s < QD_SEARCH_NODE_N_STATUSES; s++)
    if (counts[s] > 0)
      {
        g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, counts[s]);

        qd_report_add_row (table, (const char *[]) { qd_search_node_status_title (s), n, NULL });
      }
  if (qd_search_tree_n_dropped (tree) > 0)
    {
      g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, qd_search_tree_n_dropped (tree));

      qd_report_add_row (table, (const char *[]) { _("not kept (the budget was full)"), n, NULL });
    }
  qd_search_tree_layout_free (layout);
}

/* ------------------------------------------------------------ saved form */

#define BLOCK_TYPE "(usssasaasay(dd))"
#define SECTION_TYPE "(ssiua" BLOCK_TYPE ")"
#define REPORT_TYPE "(ssssssa" SECTION_TYPE ")"
#define LIST_TYPE "(saay)"
#define MAGIC "quandary-report-2"
#define LIST_MAGIC "quandary-reports-2"

static GVariant *
strv_variant (char **strv)
{
  return g_variant_new_strv ((const char *const *) (strv != NULL ? strv : (char *[]) { NULL }), -1);
}

GBytes *
qd_report_serialize (const QdReport *report)
{
  GVariantBuilder sections;
  g_autoptr(GVariant) value = NULL;

  g_variant_builder_init (&sections, G_VARIANT_TYPE ("a" SECTION_TYPE));
  for (guint s = 0; s < report->sections->len; s++)
    {
      const QdReportSection *section = report->sections->pdata[s];
      GVariantBuilder blocks;

      g_variant_builder_init (&blocks, G_VARIANT_TYPE ("a" BLOCK_TYPE));
      for (guint b = 0; b < section->blocks->len; b++)
        {
          const QdReportBlock *block = section->blocks->pdata[b];
          GVariantBuilder rows;
          gsize size = 0;
          gconstpointer data = block->svg != NULL ? g_bytes_get_data (block->svg, &size) : NULL;

          g_variant_builder_init (&rows, G_VARIANT_TYPE ("aas"));
          for (guint r = 0; r < block->rows->len; r++)
            g_variant_builder_add_value (&rows, strv_variant (block->rows->pdata[r]));
          g_variant_builder_add (&blocks, "(usss@asaas@ay(dd))", (guint32) block->kind, block->title ? block->title : "",
                                 block->text ? block->text : "", block->name ? block->name : "",
                                 strv_variant (block->header), &rows,
                                 g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, data != NULL ? data : "", size, 1),
                                 block->width, block->height);
        }
      g_variant_builder_add (&sections, SECTION_TYPE, section->title ? section->title : "",
                             section->note ? section->note : "", (gint32) section->part, (guint32) section->level,
                             &blocks);
    }
  value = g_variant_ref_sink (g_variant_new (REPORT_TYPE, MAGIC, report->title, report->problem ? report->problem : "",
                                             report->instance ? report->instance : "", report->date,
                                             report->note ? report->note : "", &sections));
  return g_variant_get_data_as_bytes (value);
}

static char *
nonempty (const char *text)
{
  return text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

QdReport *
qd_report_deserialize (GBytes *bytes, GError **error)
{
  g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (REPORT_TYPE), bytes,
                                                                             FALSE));
  g_autoptr(GVariantIter) sections = NULL;
  const char *magic, *title, *problem, *instance, *date, *note;
  QdReport *report;
  GVariant *section_value;

  if (!g_variant_is_normal_form (value))
    {
      /* Hostile bytes: their normal form reads as defaults, never past them. */
      GVariant *normal = g_variant_get_normal_form (value);

      g_variant_unref (value);
      value = normal;
    }
  g_variant_get (value, "(&s&s&s&s&s&sa" SECTION_TYPE ")", &magic, &title, &problem, &instance, &date, &note,
                 &sections);
  if (strcmp (magic, MAGIC) != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("not a report of Quandary"));
      return NULL;
    }
  report = g_new0 (QdReport, 1);
  report->title = g_strdup (title);
  report->problem = nonempty (problem);
  report->instance = nonempty (instance);
  report->date = g_strdup (date);
  report->note = nonempty (note);
  report->sections = g_ptr_array_new_with_free_func (qd_owned_free);
  while ((section_value = g_variant_iter_next_value (sections)) != NULL)
    {
      g_autoptr(GVariantIter) blocks = NULL;
      const char *section_title, *section_note;
      gint32 part;
      guint32 level;
      QdReportSection *section;
      GVariant *block_value;

      g_variant_get (section_value, "(&s&siua" BLOCK_TYPE ")", &section_title, &section_note, &part, &level,
                     &blocks);
      section = section_new (section_title, *section_note != '\0' ? section_note : NULL,
                             CLAMP (part, QD_REPORT_NO_PART, QD_REPORT_N_PARTS - 1), MIN (level, 1));
      g_ptr_array_add (report->sections, section);
      while ((block_value = g_variant_iter_next_value (blocks)) != NULL)
        {
          g_autoptr(GVariant) rows = NULL, svg = NULL;
          g_autofree const char **header = NULL;
          const char *block_title, *text, *name;
          guint32 kind;
          double width, height;
          QdReportBlock *block;

          g_variant_get (block_value, "(u&s&s&s^a&s@aas@ay(dd))", &kind, &block_title, &text, &name, &header, &rows,
                         &svg, &width, &height);
          block = block_new (section, (QdReportBlockKind) MIN (kind, QD_REPORT_COMMAND), NULL, NULL);
          block->title = nonempty (block_title);
          block->text = nonempty (text);
          block->name = nonempty (name);
          block->header = header != NULL && header[0] != NULL ? g_strdupv ((char **) header) : NULL;
          for (gsize r = 0; r < g_variant_n_children (rows); r++)
            {
              g_autoptr(GVariant) row = g_variant_get_child_value (rows, r);

              g_ptr_array_add (block->rows, g_variant_dup_strv (row, NULL));
            }
          if (g_variant_n_children (svg) > 0)
            {
              gsize size;
              gconstpointer data = g_variant_get_fixed_array (svg, &size, 1);

              block->svg = g_bytes_new (data, size);
            }
          block->width = width;
          block->height = height;
          g_variant_unref (block_value);
        }
      g_variant_unref (section_value);
    }
  return report;
}

GBytes *
qd_report_list_serialize (GPtrArray *reports)
{
  GVariantBuilder items;
  g_autoptr(GVariant) value = NULL;

  g_variant_builder_init (&items, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < reports->len; i++)
    {
      g_autoptr(GBytes) bytes = qd_report_serialize (reports->pdata[i]);

      g_variant_builder_add_value (&items, g_variant_new_from_bytes (G_VARIANT_TYPE_BYTESTRING, bytes, TRUE));
    }
  value = g_variant_ref_sink (g_variant_new (LIST_TYPE, LIST_MAGIC, &items));
  return g_variant_get_data_as_bytes (value);
}

GPtrArray *
qd_report_list_deserialize (GBytes *bytes, GError **error)
{
  g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (LIST_TYPE), bytes, FALSE));
  g_autoptr(GVariant) items = NULL;
  g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_report_free);
  const char *magic;

  if (!g_variant_is_normal_form (value))
    {
      /* Hostile bytes: their normal form reads as defaults, never past them. */
      GVariant *normal = g_variant_get_normal_form (value);

      g_variant_unref (value);
      value = normal;
    }
  g_variant_get (value, "(&s@aay)", &magic, &items);
  if (strcmp (magic, LIST_MAGIC) != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("not a report of Quandary"));
      return NULL;
    }
  for (gsize i = 0; i < g_variant_n_children (items); i++)
    {
      g_autoptr(GVariant) item = g_variant_get_child_value (items, i);
      g_autoptr(GBytes) data = g_variant_get_data_as_bytes (item);
      QdReport *report = qd_report_deserialize (data, error);

      if (report == NULL)
        return NULL;
      g_ptr_array_add (reports, report);
    }
  return g_steal_pointer (&reports);
}
