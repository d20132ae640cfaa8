/* qd-mapcolor-csp-text.c — a map's colouring problem as `.csp` text, for
 * the constraint tab and `quandary-cli csp` (the map tab's Export as
 * Constraint Problem, `quandary-cli mapcolor --csp`). */
#include "config.h"
#include "qd-mapcolor-solve.h"
#include "problems/csp/qd-csp-write.h"

#include <glib/gi18n.h>

char *
qd_mapcolor_csp_text (const QdMap *map, guint colors, const char *source, GError **error)
{
  g_autoptr(QdCsp) csp = qd_mapcolor_csp_new (map, colors, FALSE);
  g_autofree char *comment = NULL;

  if (source != NULL)
    /* Translators: the first comment of a map's colouring problem written as a constraint problem. */
    comment = g_strdup_printf (ngettext ("Colouring of the map %s with %u colour: a variable per region, "
                                         "a constraint per border",
                                         "Colouring of the map %s with %u colours: a variable per region, "
                                         "a constraint per border", colors), source, colors);
  else
    comment = g_strdup_printf (ngettext ("A map's colouring with %u colour: a variable per region, "
                                         "a constraint per border",
                                         "A map's colouring with %u colours: a variable per region, "
                                         "a constraint per border", colors), colors);
  return qd_csp_write_text (csp, comment, error);
}
