/* qd-report.c — a report's sections and blocks, and their saved form
 * (qd-report.h). */
#include "config.h"
#include "qd-report.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <string.h>

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

static void
section_free (gpointer data)
{
  QdReportSection *section = data;

  g_free (section->title);
  g_free (section->note);
  g_ptr_array_unref (section->blocks);
  g_free (section);
}

static QdReportSection *
section_new (const char *title, QdReportPart part, guint level)
{
  QdReportSection *section = g_new0 (QdReportSection, 1);

  section->title = g_strdup (title);
  section->part = part;
  section->level = level;
  section->blocks = g_ptr_array_new_with_free_func (block_free);
  return section;
}

static QdReportSection *
section_copy (const QdReportSection *section, guint level)
{
  QdReportSection *copy = section_new (section->title, section->part, level);

  copy->note = g_strdup (section->note);
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
  report->sections = g_ptr_array_new_with_free_func (section_free);
  return report;
}

QdReport *
qd_report_new (const char *problem, const char *instance)
{
  g_autofree char *title = instance != NULL && *instance != '\0' ? g_strdup_printf ("%s: %s", problem, instance)
                                                                 : g_strdup (problem);

  return report_new (title, problem, instance);
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
  QdReportSection *heading = section_new (chapter->title, QD_REPORT_NO_PART, 0);

  heading->note = g_strdup (chapter->note);
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
  copy->sections = g_ptr_array_new_with_free_func (section_free);
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
  section = section_new (qd_report_part_title (part), part, 0);
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
    value = g_variant_ref_sink (g_variant_get_normal_form (value));
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
  report->sections = g_ptr_array_new_with_free_func (section_free);
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
      section = section_new (section_title, CLAMP (part, QD_REPORT_NO_PART, QD_REPORT_N_PARTS - 1), MIN (level, 1));
      section->note = nonempty (section_note);
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
          block = block_new (section, (QdReportBlockKind) MIN (kind, QD_REPORT_VERBATIM), NULL, NULL);
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
    value = g_variant_ref_sink (g_variant_get_normal_form (value));
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
