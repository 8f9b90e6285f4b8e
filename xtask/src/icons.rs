//! `cargo xtask icons`: the app icons of the web app manifest, rendered from `www/favicon.svg`
//! by headless Chromium into `www/icons/`. The PNGs are committed, so building the site needs
//! no browser; run this again after changing the favicon.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::Result;
use crate::process::run;

/// One icon: its file name, its side in pixels and whether it is maskable.
struct Icon {
    file: &'static str,
    size: u32,
    maskable: bool,
}

const ICONS: [Icon; 4] = [
    Icon {
        file: "icon-192.png",
        size: 192,
        maskable: false,
    },
    Icon {
        file: "icon-512.png",
        size: 512,
        maskable: false,
    },
    Icon {
        file: "maskable-192.png",
        size: 192,
        maskable: true,
    },
    Icon {
        file: "maskable-512.png",
        size: 512,
        maskable: true,
    },
];

/// The favicon's own background: a maskable icon fills its whole square with it.
const BACKGROUND: &str = "#1d2433";

/// Share of a maskable icon's side the favicon takes: its farthest dot then stays inside the
/// safe zone, the centred circle of radius 40% that every mask shape keeps.
const MASKABLE_SCALE: f64 = 0.76;

/// Renders every icon of [`ICONS`] into `www/icons/` with `chromium`.
pub fn icons(root: &Path, chromium: &Path) -> Result<()> {
    let work = crate::dist::target_dir(root).join("icons");
    fs::create_dir_all(&work)?;
    fs::copy(root.join("www/favicon.svg"), work.join("favicon.svg"))?;
    let out = root.join("www/icons");
    fs::create_dir_all(&out)?;
    for icon in &ICONS {
        let page = work.join(format!("{}.html", icon.file));
        fs::write(&page, page_html(icon))?;
        let file = out.join(icon.file);
        run(
            Command::new(chromium)
                .args([
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    "--disable-background-networking",
                    "--hide-scrollbars",
                    "--default-background-color=00000000",
                ])
                .arg(format!("--window-size={0},{0}", icon.size))
                .arg(format!("--screenshot={}", file.display()))
                .arg(format!("file://{}", page.display())),
            root,
        )?;
        let size = fs::metadata(&file)
            .map_err(|e| format!("Chromium wrote no {}: {e}", file.display()))?
            .len();
        println!("xtask: {} ({size} bytes)", file.display());
    }
    Ok(())
}

/// A page showing the favicon as `icon` wants it, filling the window.
fn page_html(icon: &Icon) -> String {
    let (background, scale) = if icon.maskable {
        (BACKGROUND, MASKABLE_SCALE)
    } else {
        ("transparent", 1.0)
    };
    let side = f64::from(icon.size) * scale;
    let inset = (f64::from(icon.size) - side) / 2.0;
    format!(
        "<!doctype html><style>html,body{{margin:0;background:{background}}}\
         img{{position:absolute;left:{inset}px;top:{inset}px;width:{side}px;height:{side}px}}\
         </style><img src=\"favicon.svg\" alt=\"\">\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maskable_icons_fill_their_square_and_keep_the_art_in_the_safe_zone() {
        let html = page_html(&ICONS[3]);
        assert!(html.contains(&format!("background:{BACKGROUND}")), "{html}");
        // The farthest mark of the 32-unit favicon: the finish dot at (26, 8), radius 2.8.
        let reach = (10.0f64.hypot(8.0) + 2.8) / 32.0 * MASKABLE_SCALE;
        assert!(reach <= 0.4, "{reach}");
        assert!(page_html(&ICONS[1]).contains("background:transparent"));
    }
}
