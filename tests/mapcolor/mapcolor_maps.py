"""Maps shared by the mapcolor command-line tests (test-cli-mapcolor.py and
test-cli-mapcolor-report.py): mainland Australia and Tasmania, the course's
example, and its borders."""

MAP_AUSTRALIA = b"# mainland Australia, and Tasmania alone\nWA: NT, SA\nNT: WA, SA, Q\nSA: WA, NT, Q, NSW, V\n" \
                b"Q: NT, SA, NSW\nNSW: Q, SA, V\nV: SA, NSW\nT:\n"
MAP_AUSTRALIA_BORDERS = [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"), ("SA", "NSW"),
                         ("SA", "V"), ("Q", "NSW"), ("NSW", "V")]
